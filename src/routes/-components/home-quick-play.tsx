/**
 * The home page's quick play (placements fast_play and instant_play): the visitor's own, so asked
 * once the page is painted, and last on the page, so its arrival moves nothing already shown. Its
 * code (the cart's changes, the placement list) loads then too, out of the scripts that render the
 * page; where it cannot load (offline without it saved), quick play is left out.
 */
import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { usePainted } from '@/ui/use-painted';
import type { PlacementSlot as Slot } from './placement-slot';

const PlacementSlot = lazy<ComponentType<ComponentProps<typeof Slot>>>(() =>
  import('./placement-slot').then(
    (module) => ({ default: module.PlacementSlot }),
    () => ({ default: () => null }),
  ),
);

export function HomeQuickPlay() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <CapabilityGate names={['placements', 'commercial_lotteries']}>
      <Suspense fallback={null}>
        <PlacementSlot keys={['fast_play', 'instant_play']} title="Quick play" footnote={false} />
      </Suspense>
    </CapabilityGate>
  );
}
