/**
 * GET /capabilities: segments and what each may do. Visitors and customers hold every capability,
 * so the demo shows the whole product. `self_excluded` is a customer who has asked for a break:
 * it suppresses everything that spends or deposits, which is what demonstrates the gating.
 */
import { CAPABILITY_NAMES, type CapabilityName } from '../../../contract/capability-names';
import type { Capabilities } from '../../../contract/schemas/site';

const MONEY_CAPABILITIES: CapabilityName[] = [
  'wallet_deposit',
  'commercial_lotteries',
  'charity_lotteries',
  'syndicates',
  'social_syndicates',
  'autoplay',
  'subscriptions',
  'membership_purchase',
  'partner_purchase',
];

export function capabilities(): Capabilities {
  return {
    defaultSegment: 'visitor',
    segments: [
      { name: 'visitor', capabilities: [...CAPABILITY_NAMES], suppressed: [] },
      { name: 'customer', capabilities: [...CAPABILITY_NAMES], suppressed: [] },
      { name: 'self_excluded', capabilities: [...CAPABILITY_NAMES], suppressed: MONEY_CAPABILITIES },
    ],
  };
}
