/**
 * The demo's two partners (README): Surf Life Saving Australia, a charity selling its raffle's
 * tickets from its own site, and Harbour Rewards, a retailer's loyalty program selling Powerball
 * quick picks to its members. Each has a web channel (its key ends in _web) and another.
 */
import type { PartnersData } from '../partners';

export const DEMO_PARTNERS = [
  {
    slug: 'surf-life-saving',
    key: 'slsa',
    name: 'Surf Life Saving Australia',
    kind: 'charity' as const,
    description:
      'Every ticket in the Surf Life Saving Raffle buys rescue boards, radios and training for the volunteers who patrol our beaches.',
    website: 'https://sls.com.au',
    offer_key: 'surf-life-saving-raffle',
    game_offer_key: 'surf-life-saving-raffle-tickets',
    cause_key: 'surf_life_saving',
    channels: JSON.stringify(['slsa_web', 'slsa_app']),
    logo_file: 'partner-slsa-logo',
  },
  {
    slug: 'harbour-rewards',
    key: 'harbour_rewards',
    name: 'Harbour Rewards',
    kind: 'retailer' as const,
    description:
      'Harbour Rewards members buy their Powerball quick picks here, bought on their behalf by Lucky Dip.',
    website: null,
    offer_key: 'powerball',
    game_offer_key: 'powerball-standard',
    cause_key: null,
    channels: JSON.stringify(['harbour_rewards_web', 'harbour_rewards_kiosk']),
    logo_file: 'partner-harbour-logo',
  },
];

export async function seedPartners(partners: PartnersData): Promise<void> {
  for (const partner of DEMO_PARTNERS) await partners.insertIfMissing(partner);
}
