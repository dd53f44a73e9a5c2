/**
 * The minimum-jackpot choice, loaded only with a connection: it is of use only for buying an
 * autoplay or changing one, and both need one (the pages say so offline). Offline it shows nothing
 * rather than failing the page.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Select = lazy(() =>
  import(/* online-only */ './minimum-jackpot-select').catch(() => ({ default: () => null })),
);

export function MinimumJackpot(props: ComponentProps<typeof Select>) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
