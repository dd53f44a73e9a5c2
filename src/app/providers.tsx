/** Everything around the router: theme, query cache, server-message toasts, the update prompt. */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { UpdateState } from '../features/install/service-worker';
import { contentQueries } from '../features/content/queries';
import { ServerMessages } from '../features/notifications/server-messages';
import type { createAppRouter } from './router';
import { buildTheme } from './theme';
import { renderMode } from '../lib/render-mode';
import { Suspense, lazy, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

// Loads once an update is waiting: most visits never see the prompt.
const UpdatePrompt = lazy(() =>
  import('../features/install/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * Mantine themed from the content service's theme once it has arrived (persisted after that).
 * Its theme's CSS variables and global classes (20 kB) are a <style> Mantine renders. A
 * prerendered page links the same rules, as the build saw the theme, in one stylesheet the pages
 * share instead of carrying a copy; the shell's pages render Mantine's <style>.
 */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data } = useQuery(contentQueries.theme());
  const theme = useMemo(() => buildTheme(data), [data]);
  // Decided once per page load: adding the <style> after hydration restyled the whole page (its
  // variables are on :root), one of the longest tasks after first paint.
  const ownStyles = !renderMode.fromHtml;
  return (
    // No static class names (mantine-Button-root): nothing styles or finds elements by them, and
    // they were a tenth of every prerendered page.
    <MantineProvider
      theme={theme}
      withCssVariables={ownStyles}
      withGlobalClasses={ownStyles}
      withStaticClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({
  queryClient,
  router,
  update,
  onMounted,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  update: UpdateState;
  /** Called once React has taken the page over (a prerendered page: hydration is over). */
  onMounted?: () => void;
}) {
  const updateWaiting = useSyncExternalStore(
    update.subscribe,
    () => update.waiting,
    () => false,
  );
  // Marks the page as taken over by React: a prerendered page is visible before it responds.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onMounted?.();
  }, [onMounted]);
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
