/**
 * Lotto party (tables party_groups, party_members and party_sessions): groups, their organiser and
 * members, the invite link's token, and sessions with the cards that invite members to them. A
 * group's name is unique among its organiser's groups whatever its case or spacing: the database's
 * unique key on `name_key` (the organiser's id, then the name) decides a race. A group with no
 * share sold can be deleted, with its sessions and their syndicates.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isoTime, type Clock } from '../clock';
import { contentCardsData } from './content-cards';
import type { Queryable } from './database';
import { PARTY_MESSAGES, type AutosessionStatus, type PublicityStatus } from '@contract/lotto-party';
import { Refused } from '../refusal';

export interface StoredGroup {
  id: number;
  name: string;
  publicity: PublicityStatus;
  organiserId: number;
  organiserName: string;
  inviteToken: string;
  memberCount: number;
  createdAt: string;
}

/** What makes two of an organiser's names the same name. */
export const groupNameKey = (organiserId: number, name: string) =>
  `${organiserId}:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** The group name was taken between the check and the insert, or before. */
export const groupNameTaken = () =>
  Refused.of(409, 'duplicate_group_name', PARTY_MESSAGES.duplicate, 'groupName');

export interface NewSession {
  groupId: number;
  createdBy: number;
  drawId: number;
  offerKey: string;
  gameOfferKey: string;
  groupName: string;
  numGames: number;
  sharesTotal: number;
  sharePriceCents: number;
  autosessionStatus: AutosessionStatus;
  inviteAllExistingMembers: boolean;
}

export interface StoredSession {
  id: number;
  groupId: number;
  groupName: string;
  drawId: number;
  drawNo: number;
  drawAt: number;
  stopAt: number;
  drawStatus: string;
  offerKey: string;
  syndicateKey: string;
  numGames: number;
  sharesTotal: number;
  sharesSold: number;
  sharePriceCents: number;
  autosessionStatus: AutosessionStatus;
  inviteAllExistingMembers: boolean;
}

/** Sessions with the group each is for, the syndicate its shares are sold as, and its draw. */
const joinedSessions = (db: Queryable) =>
  db
    .selectFrom('party_sessions as s')
    .innerJoin('party_groups as g', 'g.id', 's.group_id')
    .innerJoin('syndicates as y', 'y.key', 's.syndicate_key')
    .innerJoin('draws as d', 'd.id', 's.draw_id');

/** What a new session's invitation card is made from. */
export interface InvitedSession {
  name: string;
  invite_token: string;
  num_games: number;
  shares_total: number;
  share_price_cents: number;
  draw_no: number;
}

/** A new session's invitation card in the customer's words, which the rules write (server/domain/lotto-party.ts). */
export type InvitationWords = (session: InvitedSession) => {
  title: string;
  message: string;
  link: string;
  linkText: string;
};

/** A session and the syndicate its shares are sold as; answers the session's id. */
async function insertSession(
  trx: Queryable,
  input: NewSession,
  clock: Clock,
  words: InvitationWords,
): Promise<number> {
  const syndicateKey = `party-${randomBytes(9).toString('base64url')}`;
  await trx
    .insertInto('syndicates')
    .values({
      key: syndicateKey,
      offer_key: input.offerKey,
      game_offer_key: input.gameOfferKey,
      name: input.groupName,
      num_games: input.numGames,
      shares_total: input.sharesTotal,
      share_price_cents: input.sharePriceCents,
    })
    .execute();
  const row = await trx
    .insertInto('party_sessions')
    .values({
      group_id: input.groupId,
      draw_id: input.drawId,
      syndicate_key: syndicateKey,
      autosession_status: input.autosessionStatus,
      invite_all_existing_members: input.inviteAllExistingMembers ? 1 : 0,
      created_by: input.createdBy,
      created_at: isoTime(clock),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.inviteAllExistingMembers) await inviteMembers(trx, row.id, clock, words);
  return row.id;
}

/** Gives the group's members (all but its organiser) the new session's invitation card. */
async function inviteMembers(
  trx: Queryable,
  sessionId: number,
  clock: Clock,
  words: InvitationWords,
): Promise<void> {
  const session = await joinedSessions(trx)
    .select([
      'g.id as group_id',
      'g.name',
      'g.invite_token',
      's.created_by',
      'y.num_games',
      'y.shares_total',
      'y.share_price_cents',
      'd.draw_no',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom('party_members')
    .select('customer_id')
    .where('group_id', '=', session.group_id)
    .where('customer_id', '!=', session.created_by)
    .execute();
  const cards = contentCardsData(trx, clock);
  for (const member of members) await cards.add({ customerId: member.customer_id, ...words(session) });
}

export function lottoPartyData(db: Queryable, clock: Clock) {
  const groups = () =>
    db
      .selectFrom('party_groups as g')
      .innerJoin('customers as organiser', 'organiser.id', 'g.organiser_id')
      .select((eb) => [
        'g.id',
        'g.name',
        'g.publicity',
        'g.organiser_id',
        'g.invite_token',
        'g.created_at',
        'organiser.firstname',
        eb
          .selectFrom('party_members as m')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('m.group_id', '=', 'g.id')
          .as('member_count'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof groups>['executeTakeFirstOrThrow']>>;
  const stored = (row: Row): StoredGroup => ({
    id: row.id,
    name: row.name,
    publicity: row.publicity,
    organiserId: row.organiser_id,
    organiserName: row.firstname,
    inviteToken: row.invite_token,
    memberCount: Number(row.member_count ?? 0),
    createdAt: row.created_at,
  });

  const sessions = () =>
    joinedSessions(db).select([
      's.id',
      's.group_id',
      'g.name as group_name',
      's.draw_id',
      's.syndicate_key',
      's.autosession_status',
      's.invite_all_existing_members',
      'y.offer_key',
      'y.num_games',
      'y.shares_total',
      'y.shares_sold',
      'y.share_price_cents',
      'd.draw_no',
      'd.draw_at',
      'd.stop_at',
      'd.status',
    ]);
  type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>>;
  const session = (row: SessionRow): StoredSession => ({
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    drawId: row.draw_id,
    drawNo: row.draw_no,
    drawAt: row.draw_at,
    stopAt: row.stop_at,
    drawStatus: row.status,
    offerKey: row.offer_key,
    syndicateKey: row.syndicate_key,
    numGames: row.num_games,
    sharesTotal: row.shares_total,
    sharesSold: row.shares_sold,
    sharePriceCents: row.share_price_cents,
    autosessionStatus: row.autosession_status,
    inviteAllExistingMembers: row.invite_all_existing_members === 1,
  });

  return {
    /** A new group, its organiser its first member; refused when the name is not free. */
    async create(organiserId: number, name: string, publicity: PublicityStatus): Promise<StoredGroup> {
      const at = isoTime(clock);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('party_groups')
          .values({
            name: name.trim(),
            name_key: groupNameKey(organiserId, name),
            publicity,
            organiser_id: organiserId,
            invite_token: randomBytes(12).toString('base64url'),
            created_at: at,
          })
          .onConflict((conflict) => conflict.column('name_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) throw groupNameTaken();
        await trx
          .insertInto('party_members')
          .values({ group_id: row.id, customer_id: organiserId, joined_at: at })
          .execute();
        return row.id;
      });
      return stored(await groups().where('g.id', '=', id).executeTakeFirstOrThrow());
    },

    /** Whether the organiser already has a group of this name (whatever its case or spacing). */
    async nameTaken(organiserId: number, name: string): Promise<boolean> {
      const row = await db
        .selectFrom('party_groups')
        .select('id')
        .where('name_key', '=', groupNameKey(organiserId, name))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The groups the customer belongs to, newest first, and how many there are. */
    async ofMember(customerId: number, limit: number, offset: number) {
      const mine = groups().where((eb) =>
        eb.exists(
          eb
            .selectFrom('party_members as me')
            .select('me.group_id')
            .whereRef('me.group_id', '=', 'g.id')
            .where('me.customer_id', '=', customerId),
        ),
      );
      const [rows, total] = await Promise.all([
        mine.orderBy('g.id', 'desc').limit(limit).offset(offset).execute(),
        db
          .selectFrom('party_members')
          .select(sql<number>`count(*)`.as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(stored), total: Number(total.n) };
    },

    byId: async (groupId: number): Promise<StoredGroup | undefined> => {
      const row = await groups().where('g.id', '=', groupId).executeTakeFirst();
      return row && stored(row);
    },

    byInviteToken: async (token: string): Promise<StoredGroup | undefined> => {
      const row = await groups().where('g.invite_token', '=', token).executeTakeFirst();
      return row && stored(row);
    },

    /** Everyone in the group but `except` (who is doing the inviting). */
    isMember: async (groupId: number, customerId: number): Promise<boolean> =>
      (await db
        .selectFrom('party_members')
        .select('group_id')
        .where('group_id', '=', groupId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst()) !== undefined,

    /**
     * Deletes a group no share of which was sold, with its members, its sessions and the syndicates
     * they sold as (and their shares still in carts): 'sold' when one was, and nothing changes.
     */
    deleteGroup(groupId: number): Promise<'deleted' | 'sold'> {
      return db.transaction().execute(async (trx) => {
        const keys = (
          await trx
            .selectFrom('party_sessions')
            .select('syndicate_key')
            .where('group_id', '=', groupId)
            .execute()
        ).map((row) => row.syndicate_key);
        if (keys.length > 0) {
          const sold = await trx
            .selectFrom('orders')
            .select('id')
            .where('syndicate_key', 'in', keys)
            .executeTakeFirst();
          if (sold) return 'sold';
          await trx.deleteFrom('cart_items').where('syndicate_key', 'in', keys).execute();
          await trx.deleteFrom('syndicate_games').where('syndicate_key', 'in', keys).execute();
          await trx
            .updateTable('party_sessions')
            .set({ next_session_id: null })
            .where('group_id', '=', groupId)
            .execute();
          await trx.deleteFrom('party_sessions').where('group_id', '=', groupId).execute();
          await trx.deleteFrom('syndicates').where('key', 'in', keys).execute();
        }
        await trx.deleteFrom('party_members').where('group_id', '=', groupId).execute();
        await trx.deleteFrom('party_groups').where('id', '=', groupId).execute();
        return 'deleted';
      });
    },

    /** A session and the syndicate its shares are sold as, in one transaction. */
    async createSession(input: NewSession, words: InvitationWords): Promise<StoredSession> {
      const id = await db.transaction().execute((trx) => insertSession(trx, input, clock, words));
      return session(await sessions().where('s.id', '=', id).executeTakeFirstOrThrow());
    },

    /**
     * Autoplay: when a draw's sales close, each of its sessions whose autoplay is on starts the
     * same session (shares, price, games) for the lottery's next draw on sale, once.
     */
    async carryOn(drawId: number, words: InvitationWords): Promise<number> {
      const due = await joinedSessions(db)
        .select([
          's.id',
          's.group_id',
          's.created_by',
          'y.offer_key',
          'y.game_offer_key',
          'y.num_games',
          'y.shares_total',
          'y.share_price_cents',
          's.invite_all_existing_members',
          'g.name',
          'd.lottery_key',
          'd.draw_at',
        ])
        .where('s.draw_id', '=', drawId)
        .where('s.autosession_status', '=', 'on')
        .where('s.next_session_id', 'is', null)
        .execute();
      for (const old of due) {
        const next = await db
          .selectFrom('draws')
          .select('id')
          .where('lottery_key', '=', old.lottery_key)
          .where('draw_at', '>', old.draw_at)
          .where('status', '=', 'DRAW_OPEN')
          .orderBy('draw_at')
          .executeTakeFirst();
        if (!next) continue;
        await db.transaction().execute(async (trx) => {
          const id = await insertSession(
            trx,
            {
              groupId: old.group_id,
              createdBy: old.created_by,
              drawId: next.id,
              offerKey: old.offer_key,
              gameOfferKey: old.game_offer_key,
              groupName: old.name,
              numGames: old.num_games,
              sharesTotal: old.shares_total,
              sharePriceCents: old.share_price_cents,
              autosessionStatus: 'on',
              inviteAllExistingMembers: old.invite_all_existing_members === 1,
            },
            clock,
            words,
          );
          await trx
            .updateTable('party_sessions')
            .set({ next_session_id: id })
            .where('id', '=', old.id)
            .execute();
        });
      }
      return due.length;
    },

    sessionById: async (sessionId: number): Promise<StoredSession | undefined> => {
      const row = await sessions().where('s.id', '=', sessionId).executeTakeFirst();
      return row && session(row);
    },

    /** A group's sessions, latest draw first; `openAfter` keeps those still on sale then. */
    async sessionsOf(groupId: number, page: { limit: number; offset: number } | null, openAfter?: number) {
      let query = sessions().where('s.group_id', '=', groupId);
      if (openAfter !== undefined) query = query.where('d.stop_at', '>', openAfter);
      const [rows, total] = await Promise.all([
        query
          .orderBy('d.draw_at', 'desc')
          .orderBy('s.id', 'desc')
          .$if(page !== null, (paged) => paged.limit(page?.limit ?? 0).offset(page?.offset ?? 0))
          .execute(),
        query
          .clearSelect()
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(session), total: Number(total.n) };
    },

    /** Sessions still on sale in public or promoted groups, soonest draw first. */
    async discover(openAfter: number, drawId?: number) {
      let query = sessions().where('g.publicity', '!=', 'private').where('d.stop_at', '>', openAfter);
      if (drawId !== undefined) query = query.where('s.draw_id', '=', drawId);
      // Promoted groups first, as their organisers chose; then the draw closing soonest.
      const promotedFirst = sql<number>`CASE WHEN g.publicity = 'promoted' THEN 0 ELSE 1 END`;
      return (await query.orderBy(promotedFirst).orderBy('d.stop_at').orderBy('s.id').execute()).map(session);
    },

    /** The customer's orders of shares in the session (none if they bought none). */
    shareOrdersOf: async (customerId: number, sessionId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('orders')
          .innerJoin('party_sessions', 'party_sessions.syndicate_key', 'orders.syndicate_key')
          .select('orders.id')
          .where('party_sessions.id', '=', sessionId)
          .where('orders.customer_id', '=', customerId)
          .execute()
      ).map((order) => order.id),

    setAutosession: (sessionId: number, status: AutosessionStatus) =>
      db
        .updateTable('party_sessions')
        .set({ autosession_status: status })
        .where('id', '=', sessionId)
        .execute(),
  };
}

export type LottoPartyData = ReturnType<typeof lottoPartyData>;
