import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * `React.lazy` for a piece a page can do without: when its chunk cannot be fetched (offline on a
 * first visit, or where service workers are blocked) it renders nothing, instead of throwing to
 * the error boundary and taking the page down with it.
 */
export function lazyOrNothing<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() => load().catch(() => ({ default: Nothing as ComponentType<Props> })));
}
