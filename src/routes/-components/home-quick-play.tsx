/**
 * The home page's quick play (placements fast_play and instant_play): the visitor's own, so asked
 * once the page has hydrated, and last on the page, so its arrival moves nothing already shown.
 */
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { useHydrated } from '@/ui/use-hydrated';
import { PlacementSlot } from './placement-slot';

export function HomeQuickPlay() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <CapabilityGate names={['placements', 'commercial_lotteries']}>
      <PlacementSlot keys={['fast_play', 'instant_play']} title="Quick play" footnote={false} />
    </CapabilityGate>
  );
}
