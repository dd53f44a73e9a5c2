/**
 * Demo data, written on first start and skipped where it exists, so restarting never duplicates
 * or overwrites. Runs in one transaction through the data modules.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import { seedDrawResults } from '../../domain/draw-engine';
import { CURRENCY } from '../../money';
import { isoTime, unixSeconds, type Clock } from '../../clock';
import { catalogueData } from '../catalogue';
import { contentCardsData } from '../content-cards';
import { contentData } from '../content';
import { moveBalance } from '../ledger';
import { customersData } from '../customers';
import { drawResultsData } from '../draw-results';
import { verificationData } from '../verification';
import type { Db } from '../database';
import { seedCatalogue } from './catalogue';
import { seedBlog } from './blog';
import { seedContent } from './content';
import { seedContentCards } from './content-cards';
import { seedDrawGames } from './draw-games';
import { seedHistoryOrders } from './history-orders';
import { seedSpending } from './spending';
import { seedPromotions } from './promotions';
import { partnersData } from '../partners';
import { seedPartners } from './partners';
import { PREMIUM_DAYS } from '@contract/membership';
import { seedGiveaways } from '../../domain/giveaways';
import { rewardsData } from '../rewards';

const DAY = 24 * 60 * 60;
import {
  CAPITALS,
  type DemoCustomer,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  LIMITS_CUSTOMER_EMAIL,
  loadCustomers,
} from './customers';

export { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './customers';

/**
 * What a load run adds to the demo data (config.ts's `SEED_LOAD_CUSTOMERS`, `SEED_DRAW_GAMES`,
 * `SEED_HISTORY_ORDERS`).
 */
export interface SeedOptions {
  loadCustomers?: number;
  /** Games sold into the next Powerball draw (./draw-games.ts). */
  drawGames?: number;
  /** Orders of the first load customer's (./history-orders.ts). */
  historyOrders?: number;
}

export async function seed(db: Db, clock: Clock, options: SeedOptions = {}): Promise<void> {
  const existing = customersData(db, clock);
  const missing: DemoCustomer[] = [];
  for (const customer of [...DEMO_CUSTOMERS, ...loadCustomers(options.loadCustomers ?? 0)])
    if (!(await existing.emailTaken(customer.email))) missing.push(customer);
  // Every demo customer shares the published demo password, so one (salted) hash serves them all;
  // a restart with every customer in place skips the deliberately slow hashing.
  const hash = missing.length > 0 ? await hashPassword(DEMO_PASSWORD) : '';
  await db.transaction().execute(async (trx) => {
    await seedContent(contentData(trx));
    await seedBlog(contentData(trx));
    await seedCatalogue(catalogueData(trx), unixSeconds(clock));
    await seedDrawResults({ draws: drawResultsData(trx), catalogue: catalogueData(trx) });
    await seedPartners(partnersData(trx));
    const customers = customersData(trx, clock);
    for (const customer of missing) {
      const capital = CAPITALS[customer.state] ?? { suburb: 'Sydney', postcode: '2000' };
      const confirm = customer.confirmationsDue ? 1 : 0;
      const id = await customers.createIfMissing({
        customer_token: randomBytes(16).toString('hex'),
        email: customer.email,
        password_hash: hash,
        currency: CURRENCY,
        firstname: customer.firstname,
        lastname: customer.lastname,
        state: customer.state,
        segment_name: customer.segmentName ?? 'customer',
        // Winnings come in as a prize does, below, so the transactions show where they came from.
        balance_cents: customer.balanceCents - (customer.prizeFundsCents ?? 0),
        prize_funds_cents: 0,
        is_verified: customer.isVerified ? 1 : 0,
        two_factor_method: customer.twoFactorMethod ?? null,
        totp_secret: customer.twoFactorMethod === 'authenticator' ? DEMO_TOTP_SECRET : null,
        migration_status: customer.migrationStatus ?? 'ineligible',
        migration_fails: customer.migrationFails ? 1 : 0,
        force_password_change: customer.forcePasswordChange ? 1 : 0,
        can_edit: customer.contentEditor ? 1 : 0,
        // An account to upgrade has only its name, email and state so far.
        ...(customer.accountUpgrade
          ? { account_upgrade: 1 }
          : {
              date_of_birth: '1988-03-14',
              phone: '0412 345 678',
              address: '1 Demo Street',
              suburb: capital.suburb,
              postcode: capital.postcode,
            }),
        identity_on_record: customer.noIdentityRecord ? 0 : 1,
        country_banned: customer.countryBanned ? 1 : 0,
        country_banned_confirmation_required: customer.countryBanned ? 1 : 0,
        address_confirmation_required: confirm,
        email_confirmation_required: confirm,
        terms_accepted_at: isoTime(clock),
      });
      if (customer.prizeFundsCents && id !== undefined)
        await moveBalance(trx, {
          customerId: id,
          cents: customer.prizeFundsCents,
          kind: 'prize',
          reference: `seeded-win:${id}`,
          at: unixSeconds(clock),
        });
      if (customer.noIdentityRecord && id !== undefined)
        await verificationData(trx, clock).record(id, 'auto_verification', 'attempted');
      if (customer.premiumMember && id !== undefined) {
        const at = unixSeconds(clock);
        await rewardsData(trx, clock).makePremium(trx, id, PREMIUM_DAYS * DAY, at);
      }
    }
    await seedContentCards(contentCardsData(trx, clock));
    await seedPromotions(trx, unixSeconds(clock));
    await seedSpending(trx, LIMITS_CUSTOMER_EMAIL, unixSeconds(clock));
  });
  // Daily Winners' year of giveaways: each drawn in a transaction of its own, as the engine draws.
  await seedGiveaways(rewardsData(db, clock), unixSeconds(clock));
  // Outside the seed's transaction: a million games are written in many.
  await seedDrawGames(db, options.drawGames ?? 0, unixSeconds(clock));
  await seedHistoryOrders(db, options.historyOrders ?? 0, unixSeconds(clock));
}
