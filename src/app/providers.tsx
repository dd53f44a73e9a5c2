/** Everything around the router: theme, query cache, server-message toasts, the update prompt. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { UpdateState } from '../features/install/service-worker';
import { contentQueries } from '../features/content/queries';
import { ServerMessages } from '../features/notifications/server-messages';
import type { createAppRouter } from './router';
import { buildTheme } from './theme';
import { Suspense, lazy, useMemo, useSyncExternalStore, type ReactNode } from 'react';

// Loads once an update is waiting: most visits never see the prompt.
const UpdatePrompt = lazy(() =>
  import('../features/install/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Mantine themed from the content service's theme once it has arrived (persisted after that). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data } = useQuery(contentQueries.theme());
  const theme = useMemo(() => buildTheme(data), [data]);
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

export function Providers({
  queryClient,
  router,
  update,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  update: UpdateState;
}) {
  const updateWaiting = useSyncExternalStore(update.subscribe, () => update.waiting);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine>
        <ServerMessages />
        <RouterProvider router={router} />
        {updateWaiting && (
          <Suspense fallback={null}>
            <UpdatePrompt onReload={update.apply} />
          </Suspense>
        )}
      </ThemedMantine>
    </QueryClientProvider>
  );
}
