/** Everything around the router: theme, query cache, server-message toasts, the update prompt. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { UpdateState } from '../features/install/service-worker';
import { UpdatePrompt } from '../features/install/update-prompt';
import { ServerMessages } from '../features/notifications/server-messages';
import type { createAppRouter } from './router';
import { buildTheme } from './theme';

const theme = buildTheme();

export function Providers({
  queryClient,
  router,
  update,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  update: UpdateState;
}) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ServerMessages />
        <RouterProvider router={router} />
        <UpdatePrompt update={update} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
