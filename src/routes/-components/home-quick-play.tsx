/**
 * The home page's quick play (placements fast_play and instant_play): the visitor's own, so asked
 * once the page is painted, and last on the page, so its arrival moves nothing already shown. It
 * is below the fold on every screen: asked, and its code (the cart's changes, the placement list)
 * loaded, as the customer scrolls towards it, so a visit that never gets there spends nothing on
 * it. Where its code cannot load (offline without it saved), quick play is left out.
 */
import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { useNearView } from '@/ui/use-near-view';
import { usePainted } from '@/ui/use-painted';
import type { PlacementSlot as Slot } from '@/routes/-components/placement-slot';

const PlacementSlot = lazy<ComponentType<ComponentProps<typeof Slot>>>(() =>
  import('@/routes/-components/placement-slot').then(
    (module) => ({ default: module.PlacementSlot }),
    () => ({ default: () => null }),
  ),
);

/** How far ahead of the viewport it is asked for: about a phone screen, so it is there on arrival. */
const AHEAD = '800px';

export function HomeQuickPlay() {
  const painted = usePainted();
  const [ref, near] = useNearView<HTMLDivElement>(AHEAD);
  return (
    <div ref={ref}>
      {painted && near && (
        <CapabilityGate names={['placements', 'commercial_lotteries']}>
          <Suspense fallback={null}>
            <PlacementSlot keys={['fast_play', 'instant_play']} title="Quick play" footnote={false} />
          </Suspense>
        </CapabilityGate>
      )}
    </div>
  );
}
