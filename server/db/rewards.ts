/**
 * Daily Winners (issue 35): memberships, giveaways, the entries members hold in them, the winners
 * and the benefits partner's one-time tokens. A giveaway is drawn in one transaction that claims
 * it first (only an open one), so a restart or a second engine never draws it twice.
 */
import type { Insertable } from 'kysely';
import { hashToken, randomToken } from '../auth/tokens';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import { publicName } from './draw-results';
import { contentCardsData, type NewCard } from './content-cards';
import { moveBalance } from './ledger';
import { mailboxData } from './mailbox';
import { purchaseRefused } from './purchases';
import type { GiveawayRow, GiveawaysTable, GiveawayWinnerRow, MembershipRow } from './schema';

/** One customer's entries in a giveaway, as the draw counts them. */
export interface Entrant {
  customerId: number;
  /** As the winners list names them. */
  name: string;
  status: 'unlocked' | 'guaranteed';
  entries: number;
}

/** What an entrant hears of a giveaway's draw: a card in the feed, and an email for a win. */
export interface GiveawayNotice {
  card: Omit<NewCard, 'customerId'>;
  email?: { subject: string; text: string };
}

/** A winner as the draw picked them: a demo customer's entry, or one from the wider membership. */
export interface PickedWinner {
  rank: number;
  /** The member number drawn (a customer's is their customer number). */
  member: number;
  customerId: number | null;
  winner: string;
  prize: string;
  prizeCents: number;
  /** Cash goes to the winner's wallet. */
  cash: boolean;
}

const BENEFIT_TOKEN_SECONDS = 5 * 60;

export function rewardsData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);

  return {
    membership: (customerId: number): Promise<MembershipRow | undefined> =>
      db.selectFrom('memberships').selectAll().where('customer_id', '=', customerId).executeTakeFirst(),

    /** Joins the free tier; a member already in keeps their tier. */
    async joinFree(customerId: number): Promise<void> {
      const at = now();
      await db
        .insertInto('memberships')
        .values({ customer_id: customerId, tier: 'free', joined_at: at, updated_at: at })
        .onConflict((conflict) =>
          conflict
            .column('customer_id')
            .doUpdateSet({ tier: 'free', updated_at: at })
            .where('memberships.tier', 'is', null),
        )
        .execute();
    },

    /** Leaves the program: the membership and the entries it unlocked in open giveaways go. */
    leave(customerId: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('giveaway_entries')
          .where('customer_id', '=', customerId)
          .where('giveaway_id', 'in', (eb) =>
            eb.selectFrom('giveaways').select('id').where('state', '=', 'DRAW_OPEN'),
          )
          .execute();
        await trx.deleteFrom('memberships').where('customer_id', '=', customerId).execute();
      });
    },

    /** Premium is on its way through this deposit; a customer new to the program holds no tier meanwhile. */
    async awaitDeposit(customerId: number, depositId: string): Promise<void> {
      const at = now();
      await db
        .insertInto('memberships')
        .values({
          customer_id: customerId,
          tier: null,
          pending_deposit_id: depositId,
          joined_at: at,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet({ pending_deposit_id: depositId, updated_at: at }),
        )
        .execute();
    },

    /** The membership waiting on this deposit, if any. */
    waitingOn: (depositId: string): Promise<MembershipRow | undefined> =>
      db.selectFrom('memberships').selectAll().where('pending_deposit_id', '=', depositId).executeTakeFirst(),

    /** The deposit did not go through: the customer stands where they stood before it. */
    async depositFailed(customerId: number, depositId: string): Promise<void> {
      await db
        .updateTable('memberships')
        .set({ pending_deposit_id: null, updated_at: now() })
        .where('customer_id', '=', customerId)
        .where('pending_deposit_id', '=', depositId)
        .execute();
      await db
        .deleteFrom('memberships')
        .where('customer_id', '=', customerId)
        .where('tier', 'is', null)
        .where('pending_deposit_id', 'is', null)
        .execute();
    },

    /**
     * Inside the fee's transaction: premium for `seconds` from now, the deposit (if any) done with;
     * refused while premium is held. Checked here, under the customer's lock the fee holds: two
     * joins at once (a double tap, a retry with a key of its own) each saw a free member before
     * either was charged.
     */
    async makePremium(trx: Queryable, customerId: number, seconds: number, at: number): Promise<void> {
      const held = await trx
        .selectFrom('memberships')
        .select(['tier', 'premium_until'])
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (held?.tier === 'premium' && (held.premium_until ?? 0) > at)
        throw purchaseRefused('already_premium');
      await trx
        .insertInto('memberships')
        .values({
          customer_id: customerId,
          tier: 'premium',
          premium_until: at + seconds,
          joined_at: at,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet({
            tier: 'premium',
            premium_until: at + seconds,
            pending_deposit_id: null,
            updated_at: at,
          }),
        )
        .execute();
    },

    /** Premium memberships whose paid time has run out go back to the free tier. */
    async endLapsedPremium(at: number): Promise<void> {
      await db
        .updateTable('memberships')
        .set({ tier: 'free', premium_until: null, updated_at: at })
        .where('tier', '=', 'premium')
        .where('premium_until', '<=', at)
        .execute();
    },

    /** Adds a giveaway unless its type and number exist (the schedule and the seed write them again). */
    insertIfMissing: (giveaway: Insertable<GiveawaysTable>) =>
      db
        .insertInto('giveaways')
        .values(giveaway)
        .onConflict((conflict) => conflict.columns(['type', 'number']).doNothing())
        .execute(),

    giveaway: (type: GiveawayRow['type'], number: number): Promise<GiveawayRow | undefined> =>
      db
        .selectFrom('giveaways')
        .selectAll()
        .where('type', '=', type)
        .where('number', '=', number)
        .executeTakeFirst(),

    giveawayById: (id: number): Promise<GiveawayRow | undefined> =>
      db.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The giveaways open now, closing soonest first. */
    open: (): Promise<GiveawayRow[]> =>
      db
        .selectFrom('giveaways')
        .selectAll()
        .where('state', '=', 'DRAW_OPEN')
        .orderBy('closes_at')
        .orderBy('id')
        .execute(),

    /** The latest giveaway of each type, open or drawn. */
    latest: (type: GiveawayRow['type']): Promise<GiveawayRow | undefined> =>
      db
        .selectFrom('giveaways')
        .selectAll()
        .where('type', '=', type)
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** One page of a type's giveaways, the latest first, and how many there are. */
    async list(type: GiveawayRow['type'], limit: number, offset: number) {
      const rows = await db
        .selectFrom('giveaways')
        .selectAll()
        .where('type', '=', type)
        .orderBy('number', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('giveaways')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** The sandbox's run-next: the giveaway closes now. */
    async closeNow(giveawayId: number, at: number): Promise<void> {
      await db.updateTable('giveaways').set({ closes_at: at }).where('id', '=', giveawayId).execute();
    },

    /** Commits a seed to each open giveaway written before giveaways had one (issue 62, point 3). */
    async commitMissingSeeds(commit: () => { seed: string; seed_hash: string }): Promise<void> {
      const open = await db
        .selectFrom('giveaways')
        .select('id')
        .where('state', '=', 'DRAW_OPEN')
        .where('seed', 'is', null)
        .execute();
      for (const { id } of open)
        await db
          .updateTable('giveaways')
          .set(commit())
          .where('id', '=', id)
          .where('seed', 'is', null)
          .execute();
    },

    /** The entries the site's members held in a drawn giveaway, by member number: as it was drawn. */
    listedEntries: (giveawayId: number) =>
      db
        .selectFrom('giveaway_entries')
        .select(['customer_id as member', 'entries'])
        .where('giveaway_id', '=', giveawayId)
        .orderBy('customer_id')
        .execute(),

    /** How many entries the site's members held in each of these giveaways. */
    async listedEntryTotals(giveawayIds: number[]): Promise<Map<number, number>> {
      if (giveawayIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('giveaway_entries')
        .select(['giveaway_id', (eb) => eb.fn.sum<number>('entries').as('total')])
        .where('giveaway_id', 'in', giveawayIds)
        .groupBy('giveaway_id')
        .execute();
      return new Map(rows.map((row) => [row.giveaway_id, Number(row.total)]));
    },

    /** Open giveaways whose close time has come. */
    due: (at: number): Promise<GiveawayRow[]> =>
      db
        .selectFrom('giveaways')
        .selectAll()
        .where('state', '=', 'DRAW_OPEN')
        .where('closes_at', '<=', at)
        .orderBy('closes_at')
        .execute(),

    /** The customer's entries among these giveaways, by giveaway. */
    async entriesOf(customerId: number, giveawayIds: number[]) {
      if (giveawayIds.length === 0) return new Map<number, 'unlocked' | 'guaranteed'>();
      const rows = await db
        .selectFrom('giveaway_entries')
        .select(['giveaway_id', 'status'])
        .where('customer_id', '=', customerId)
        .where('giveaway_id', 'in', giveawayIds)
        .execute();
      return new Map(rows.map((row) => [row.giveaway_id, row.status]));
    },

    /** A free member's entry in an open giveaway; unlocking it again changes nothing. */
    async unlock(giveawayId: number, customerId: number, entries: number): Promise<void> {
      await db
        .insertInto('giveaway_entries')
        .values({
          giveaway_id: giveawayId,
          customer_id: customerId,
          status: 'unlocked',
          entries,
          created_at: now(),
        })
        .onConflict((conflict) => conflict.columns(['giveaway_id', 'customer_id']).doNothing())
        .execute();
    },

    /**
     * Who is in a giveaway as it closes: the entries free members unlocked, and every premium
     * member whose premium runs past its close, guaranteed.
     */
    async entrants(giveaway: GiveawayRow, premiumEntries: number): Promise<Entrant[]> {
      const unlocked = await db
        .selectFrom('giveaway_entries')
        .innerJoin('memberships', 'memberships.customer_id', 'giveaway_entries.customer_id')
        .innerJoin('customers', 'customers.id', 'giveaway_entries.customer_id')
        .select([
          'giveaway_entries.customer_id',
          'giveaway_entries.entries',
          'firstname',
          'lastname',
          'state',
        ])
        .where('giveaway_id', '=', giveaway.id)
        .where('memberships.tier', '=', 'free')
        .orderBy('giveaway_entries.customer_id')
        .execute();
      const premium = await db
        .selectFrom('memberships')
        .innerJoin('customers', 'customers.id', 'memberships.customer_id')
        .select(['customer_id', 'firstname', 'lastname', 'state'])
        .where('tier', '=', 'premium')
        .where('premium_until', '>=', giveaway.closes_at)
        .where('joined_at', '<=', giveaway.closes_at)
        .orderBy('customer_id')
        .execute();
      return [
        ...unlocked.map((row) => ({
          customerId: row.customer_id,
          name: publicName(row),
          status: 'unlocked' as const,
          entries: row.entries,
        })),
        ...premium.map((row) => ({
          customerId: row.customer_id,
          name: publicName(row),
          status: 'guaranteed' as const,
          entries: premiumEntries,
        })),
      ];
    },

    /**
     * Draws the giveaway: claims it (only an open one; false if it was drawn already), records
     * the entries exactly as they were drawn (the premium members' guaranteed ones; an entry the
     * draw did not count, of a member who left the free tier meanwhile, goes) and the winners, and
     * credits cash prizes, each once (the ledger's reference is the giveaway and the rank).
     */
    draw(
      giveaway: GiveawayRow,
      entrants: Entrant[],
      winners: PickedWinner[],
      at: number,
      /** What each entrant is told, in the feed and, for a win, by email: once, with the draw. */
      tell: (win: PickedWinner | undefined, firstname: string) => GiveawayNotice,
    ): Promise<boolean> {
      const giveawayId = giveaway.id;
      return db.transaction().execute(async (trx) => {
        // Drawn at its close (the engine runs within seconds of it; the seeded history long after).
        const claimed = await trx
          .updateTable('giveaways')
          .set({ state: 'DRAW_PAID', drawn_at: giveaway.closes_at })
          .where('id', '=', giveawayId)
          .where('state', '=', 'DRAW_OPEN')
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return false;
        const counted = entrants.map((entrant) => entrant.customerId);
        await trx
          .deleteFrom('giveaway_entries')
          .where('giveaway_id', '=', giveawayId)
          .$if(counted.length > 0, (query) => query.where('customer_id', 'not in', counted))
          .execute();
        const guaranteed = entrants.filter((entrant) => entrant.status === 'guaranteed');
        if (guaranteed.length > 0)
          await trx
            .insertInto('giveaway_entries')
            .values(
              guaranteed.map((entrant) => ({
                giveaway_id: giveawayId,
                customer_id: entrant.customerId,
                status: 'guaranteed' as const,
                entries: entrant.entries,
                created_at: at,
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(['giveaway_id', 'customer_id']).doUpdateSet((eb) => ({
                status: eb.ref('excluded.status'),
                entries: eb.ref('excluded.entries'),
              })),
            )
            .execute();
        if (winners.length > 0)
          await trx
            .insertInto('giveaway_winners')
            .values(
              winners.map((winner) => ({
                giveaway_id: giveawayId,
                rank: winner.rank,
                member: winner.member,
                customer_id: winner.customerId,
                winner: winner.winner,
                prize: winner.prize,
                prize_cents: winner.prizeCents,
              })),
            )
            .execute();
        for (const winner of winners)
          if (winner.customerId !== null && winner.cash)
            await moveBalance(trx, {
              customerId: winner.customerId,
              cents: winner.prizeCents,
              kind: 'prize',
              reference: `giveaway:${giveawayId}:${winner.rank}`,
              at,
            });
        const won = new Map(winners.map((winner) => [winner.customerId, winner]));
        const people =
          entrants.length === 0
            ? []
            : await trx
                .selectFrom('customers')
                .select(['id', 'email', 'firstname'])
                .where(
                  'id',
                  'in',
                  entrants.map((entrant) => entrant.customerId),
                )
                .execute();
        for (const person of people) {
          const notice = tell(won.get(person.id), person.firstname);
          await contentCardsData(trx, clock).add({ customerId: person.id, ...notice.card });
          if (notice.email)
            await mailboxData(trx, clock).send(person.email, notice.email.subject, notice.email.text);
        }
        return true;
      });
    },

    /** The winners of these giveaways, by rank. */
    winners: (giveawayIds: number[]): Promise<GiveawayWinnerRow[]> =>
      giveawayIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('giveaway_winners')
            .selectAll()
            .where('giveaway_id', 'in', giveawayIds)
            .orderBy('giveaway_id')
            .orderBy('rank')
            .execute(),

    /** One page of drawn giveaways, the latest draw first, and how many there are. */
    async drawn(limit: number, offset: number) {
      const rows = await db
        .selectFrom('giveaways')
        .selectAll()
        .where('state', '=', 'DRAW_PAID')
        .orderBy('drawn_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('giveaways')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('state', '=', 'DRAW_PAID')
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** One page of the drawn giveaways the customer had entries in, the latest first. */
    async closedOf(customerId: number, limit: number, offset: number) {
      const base = db
        .selectFrom('giveaways')
        .innerJoin('giveaway_entries', 'giveaway_entries.giveaway_id', 'giveaways.id')
        .where('giveaway_entries.customer_id', '=', customerId)
        .where('giveaways.state', '=', 'DRAW_PAID');
      const rows = await base
        .selectAll('giveaways')
        .select('giveaway_entries.status as entry_status')
        .orderBy('giveaways.drawn_at', 'desc')
        .orderBy('giveaways.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** A one-time token that opens the benefits partner's page as this customer, for five minutes. */
    async benefitToken(customerId: number): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('benefit_tokens')
        .values({
          token_hash: hashToken(token),
          customer_id: customerId,
          expires_at: now() + BENEFIT_TOKEN_SECONDS,
        })
        .execute();
      return token;
    },

    /** Uses the token up: whose it was, or undefined if it is no good. */
    redeemBenefitToken(token: string): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('benefit_tokens')
          .set({ used: 1 })
          .where('token_hash', '=', hashToken(token))
          .where('used', '=', 0)
          .where('expires_at', '>', now())
          .returning('customer_id')
          .executeTakeFirst();
        return used?.customer_id;
      });
    },
  };
}

export type RewardsData = ReturnType<typeof rewardsData>;
