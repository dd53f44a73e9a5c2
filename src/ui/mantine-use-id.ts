/**
 * Mantine's `useId` without its swap (the build puts this module in place of @mantine/hooks' own:
 * see `stableMantineIds` in vite.config.ts). Mantine starts from React's id and then, in a layout
 * effect, sets a random one: every input, checkbox, radio and alert on a prerendered page rendered
 * again synchronously at the end of the hydration's commit, which also pulled every passive effect
 * of the page into that one task (the offer page's longest task on a phone). React's ids are unique
 * and the same in the prerender and the browser, so they are kept; the format is Mantine's.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
