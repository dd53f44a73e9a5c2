/**
 * GET /capabilities: segments and what each may do. Visitors and customers hold every capability
 * but the support FAQ (the reference API has no help centre: its FAQ is the site's own page), so
 * the demo shows the whole product as built. `self_excluded` is a customer on a break or
 * self-excluded: it suppresses everything that spends or deposits, and everything that invites
 * them to (the sitewide banner, placements, recommended draws, vouchers). An operator suppresses
 * more in every segment with `SUPPRESS_CAPABILITIES`.
 */
import { CAPABILITY_NAMES, type CapabilityName } from '@contract/capability-names';
import type { Capabilities } from '@contract/schemas/site';

const PLAY_CAPABILITIES: CapabilityName[] = [
  'wallet_deposit',
  'commercial_lotteries',
  'charity_lotteries',
  'syndicates',
  'social_syndicates',
  'autoplay',
  'subscriptions',
  'membership_purchase',
  'partner_purchase',
  'sitewide_banner',
  'placements',
  'pre_cart_recommended_draws',
  'vouchers',
];

const WITHHELD: CapabilityName[] = ['support_faq'];
const HELD = CAPABILITY_NAMES.filter((name) => !WITHHELD.includes(name));

export function capabilities(suppressed: readonly CapabilityName[] = []): Capabilities {
  return {
    defaultSegment: 'visitor',
    segments: [
      { name: 'visitor', capabilities: [...HELD], suppressed: [...suppressed] },
      { name: 'customer', capabilities: [...HELD], suppressed: [...suppressed] },
      {
        name: 'self_excluded',
        capabilities: [...HELD],
        suppressed: [...new Set([...PLAY_CAPABILITIES, ...suppressed])],
      },
    ],
  };
}
