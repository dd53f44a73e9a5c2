/**
 * Lotto party (tables party_groups and party_members): groups, their organiser and members, and the
 * invite link's token. A name is unique whatever its case or spacing: the database's unique key on
 * `name_key` decides a race between two customers taking the same name.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface StoredGroup {
  id: number;
  name: string;
  publicity: 'private' | 'promoted' | 'public';
  organiserId: number;
  organiserName: string;
  inviteToken: string;
  memberCount: number;
  createdAt: string;
}

/** What makes two names the same name. */
export const groupNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The group name was taken between the check and the insert, or before. */
export class GroupNameTaken extends Error {}

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

  return {
    /** A new group, its organiser its first member; GroupNameTaken when the name is not free. */
    async create(organiserId: number, name: string): Promise<StoredGroup> {
      const at = isoTime(clock);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('party_groups')
          .values({
            name: name.trim(),
            name_key: groupNameKey(name),
            organiser_id: organiserId,
            invite_token: randomBytes(12).toString('base64url'),
            created_at: at,
          })
          .onConflict((conflict) => conflict.column('name_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new GroupNameTaken();
        await trx
          .insertInto('party_members')
          .values({ group_id: row.id, customer_id: organiserId, joined_at: at })
          .execute();
        return row.id;
      });
      return stored(await groups().where('g.id', '=', id).executeTakeFirstOrThrow());
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

    isMember: async (groupId: number, customerId: number): Promise<boolean> =>
      (await db
        .selectFrom('party_members')
        .select('group_id')
        .where('group_id', '=', groupId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst()) !== undefined,
  };
}

export type LottoPartyData = ReturnType<typeof lottoPartyData>;
