/** Everything around the router: theme, query cache, server-message toasts, the update prompt. */
import { MantineContext, MantineThemeProvider, type MantineColorScheme } from '@mantine/core';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { UpdateState } from '@/features/install/service-worker';
import { contentQueries } from '@/features/content/queries';
import { ServerMessages } from '@/features/notifications/server-messages';
import type { createAppRouter } from './router';
import { buildTheme } from './theme';
import { renderMode } from '@/lib/render-mode';
import { Suspense, lazy, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';

// Loads once an update is waiting: most visits never see the prompt.
const UpdatePrompt = lazy(() =>
  import('@/features/install/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

// The shell's pages write the theme's CSS variables and global classes themselves, so that a theme
// changed in the content service shows without a rebuild; prerendered pages link them instead. The
// pages link the build's rules too, so a load that fails (offline: it is not precached) leaves them.
const ThemeStyles = lazy(() =>
  import(/* online-only */ './theme-styles').catch(() => ({ default: () => null })),
);

/** The site is light only: <html> says so in the markup, and nothing switches it. */
const LIGHT: MantineColorScheme = 'light';
const MANTINE_CONTEXT = {
  colorScheme: LIGHT,
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  // No static class names (mantine-Button-root): nothing styles or finds elements by them, and
  // they were a tenth of every prerendered page.
  withStaticClasses: false,
};

/**
 * Mantine themed from the content service's theme once it has arrived (persisted after that).
 * Mantine's own provider is not used here: its colour-scheme manager and the code that writes the
 * theme's CSS variables (20 kB of rules) at run time were 3 kB of the script every page waits for.
 * Every page links those rules, as the build saw the theme, in one stylesheet; a shell page also
 * loads the code that writes them (`ThemeStyles`), decided once per page load: adding the <style>
 * after a prerendered page's hydration restyled the whole page (its variables are on :root), one
 * of the longest tasks after first paint.
 */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data } = useQuery(contentQueries.theme());
  const theme = useMemo(() => buildTheme(data), [data]);
  return (
    <MantineContext value={MANTINE_CONTEXT}>
      <MantineThemeProvider theme={theme}>
        {!renderMode.fromHtml && (
          <Suspense fallback={null}>
            <ThemeStyles theme={theme} />
          </Suspense>
        )}
        {children}
      </MantineThemeProvider>
    </MantineContext>
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
