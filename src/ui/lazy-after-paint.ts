/**
 * A component whose code waits for the first page's paint (./use-painted.ts), for what sits below
 * the fold. On a prerendered page its HTML stays as it was rendered, and React hydrates it once the
 * code has come (a Suspense boundary around it keeps the HTML meanwhile), so its code is not among
 * the scripts that render the page. `preload` loads it at once: a route's loader awaits it, so the
 * prerender and a later visit render it in the same pass as the rest of the page.
 */
import { lazy, type ComponentType } from 'react';
import { whenPainted } from './use-painted';

export function lazyAfterPaint<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const Component = lazy(() =>
    loaded
      ? // A thenable that answers at once: React.lazy renders a loaded module in the same pass
        // (a promise's callbacks would wait for a later task, and renderToString would not).
        ({
          then: (settle: (module: { default: ComponentType<Props> }) => void) => settle(loaded!),
        } as Promise<{
          default: ComponentType<Props>;
        }>)
      : whenPainted()
          .then(preload)
          .then(() => loaded!),
  );
  return Object.assign(Component, { preload });
}
