/**
 * The rewards service (spec 3 §7, base /rewards, version 1.0): Daily Winners.
 * - GET /v4/config: the program, its tiers, the giveaways open now and its texts.
 * - GET /v3/customer: the customer's membership and their entry in each open giveaway.
 * - PUT /membership (v3.2, Idempotency-Key): join free at once; premium from the wallet, or through
 *   a deposit of purchase type `membership` of what the wallet lacks (3-D Secure as any deposit),
 *   pending-deposit until it clears; `non-member` leaves.
 * - PUT /v3/draws/{drawId} {entryStatus: unlocked}: a free member unlocks an entry.
 * - GET /v3/benefits: the benefits partner's page, with a one-time token.
 * - GET /v3/giveaways/{type}[/{number}], /v3/winners, /v3/customer/giveaways: giveaways a page at
 *   a time (nine, spec 3 §9), each with its winners.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { MEMBERSHIP_MESSAGES, PREMIUM_PRICE_CENTS } from '@contract/membership';
import { membershipRoutes, type MembershipAnswer } from '@contract/schemas/membership';
import { unixSeconds } from '../../clock';
import type { GiveawayRow } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

import { pageInfo } from '../../http/paging';
import { handle, reply } from '../../http/route';
import {
  checkMayUpgrade,
  customerMembership,
  joinFree,
  membershipConfig,
  presentGiveaway,
  unlockEntry,
} from '../../domain/membership';
import { drawPool } from '../../domain/giveaways';
import { joinPremium, settleMembershipDeposit } from '../../domain/membership-fee';
import { openDeposit } from '../../domain/wallet';

import { methodRule } from '../../domain/payment-methods';
import { depositRequest, presentDeposit } from '../main/wallet';
import { walletDeps } from '../../http/request-deps';
import { Refused } from '../../refusal';

/** A page of giveaways with their winners, and the customer's entry in each when signed in. */
async function presentPage(c: Context<AppEnv>, rows: GiveawayRow[], entries?: Map<number, string>) {
  const ids = rows.map((row) => row.id);
  const winners = await c.var.data.rewards.winners(ids);
  const listed = await c.var.data.rewards.listedEntryTotals(ids);
  const customerId = c.var.grant?.customerId;
  const own =
    entries ??
    (customerId === undefined
      ? new Map<number, string>()
      : await c.var.data.rewards.entriesOf(customerId, ids));
  return rows.map((row) => {
    const entry = own.get(row.id);
    return presentGiveaway(
      row,
      winners,
      customerId,
      entry === 'unlocked' || entry === 'guaranteed' ? entry : customerId === undefined ? null : 'locked',
      listed.get(row.id) ?? 0,
    );
  });
}

export function rewardsService(): Hono<AppEnv> {
  const rewards = new Hono<AppEnv>();
  const routes = membershipRoutes;

  handle(rewards, routes.config, (c) => membershipConfig(c.var.data));

  handle(rewards, routes.membership, (c) => customerMembership(c.var.data, c.var.grant.customerId));

  handle(rewards, routes.setMembership, async (c, { body: { membershipStatus, metadata } }) => {
    const { data } = c.var;
    const customerId = c.var.grant.customerId;
    const answer = async (deposit: MembershipAnswer['deposit'] = null): Promise<MembershipAnswer> => ({
      membership: await customerMembership(data, customerId),
      deposit,
    });
    if (membershipStatus === 'non-member') {
      await data.rewards.leave(customerId);
      return answer();
    }
    if (metadata.tier === 'free') {
      await joinFree(data, customerId);
      return answer();
    }
    await checkMayUpgrade(data, customerId);
    const balance = await data.wallet.balanceCents(customerId);
    if (balance >= PREMIUM_PRICE_CENTS) {
      // The request's idempotency key guards a repeat; the charge's own reference is new.
      await joinPremium(data, customerId, randomBytes(12).toString('hex'));
      return answer();
    }
    if (!metadata.deposit) throw Refused.of(422, 'insufficient_funds', MEMBERSHIP_MESSAGES.short);
    const { deposit: fields } = metadata;
    const minimum =
      methodRule(fields.depositMethodCode, 'deposit', c.var.config.sandbox, c.var.config.stripe !== undefined)
        ?.minCents ?? 0;
    const deposit = await openDeposit(walletDeps(c), customerId, {
      ...depositRequest(
        { ...fields, purchaseType: 'membership' },
        fields.customerFundId,
        fields.depositMethodCode,
        Math.max(PREMIUM_PRICE_CENTS - balance, minimum),
      ),
      purchaseType: 'membership',
    });
    await data.rewards.awaitDeposit(customerId, deposit.id);
    // A deposit the gateway settled at once (no 3-D Secure challenge) pays premium now.
    await settleMembershipDeposit(data, deposit.id);
    const settled = (await data.wallet.deposit(customerId, deposit.id)) ?? deposit;
    // Spec 1 §7: deposit_pending is the app's "Action Required": the bank's check is still to do.
    const messages =
      settled.status === 'pending'
        ? [{ code: 'deposit_pending', message: MEMBERSHIP_MESSAGES.depositPending, level: 'info' as const }]
        : [];
    return reply(await answer(await presentDeposit(c.var.data, settled)), { messages }, 201);
  });

  handle(rewards, routes.unlockEntry, async (c, { params }) => ({
    upcomingDraws: await unlockEntry(
      c.var.data,
      c.var.grant.customerId,
      params.drawId,
      unixSeconds(c.var.now),
    ),
  }));

  handle(rewards, routes.benefits, async (c) => {
    const membership = await c.var.data.rewards.membership(c.var.grant.customerId);
    if (!membership?.tier) throw Refused.of(403, 'not_member', MEMBERSHIP_MESSAGES.notMember);
    const token = await c.var.data.rewards.benefitToken(c.var.grant.customerId);
    return { ssoUrl: `${c.var.origin}/api/sandbox/benefits?token=${token}` };
  });

  handle(rewards, routes.giveaways, async (c, { params, query: { limit, offset } }) => {
    const { rows, total } = await c.var.data.rewards.list(params.type, limit, offset);
    return reply(await presentPage(c, rows), { pageInfo: pageInfo(limit, offset, total) });
  });

  handle(rewards, routes.giveaway, async (c, { params: { type, number } }) => {
    const giveaway = await c.var.data.rewards.giveaway(type, number);
    const [presented] = giveaway ? await presentPage(c, [giveaway]) : [];
    if (!presented) throw Refused.of(404, 'giveaway_not_found', MEMBERSHIP_MESSAGES.giveawayNotFound);
    return presented;
  });

  // Published with the winners: while it is open the entries are still changing.
  handle(rewards, routes.drawPool, async (c, { params: { type, number } }) => {
    const giveaway = await c.var.data.rewards.giveaway(type, number);
    if (!giveaway) throw Refused.of(404, 'giveaway_not_found', MEMBERSHIP_MESSAGES.giveawayNotFound);
    if (giveaway.drawn_at === null) throw Refused.of(409, 'giveaway_not_drawn', MEMBERSHIP_MESSAGES.notDrawn);
    return drawPool(giveaway, await c.var.data.rewards.listedEntries(giveaway.id));
  });

  handle(rewards, routes.winners, async (c, { query: { limit, offset } }) => {
    const { rows, total } = await c.var.data.rewards.drawn(limit, offset);
    return reply(await presentPage(c, rows), { pageInfo: pageInfo(limit, offset, total) });
  });

  // The account's current giveaways (open, with the customer's entry in each) and closed ones
  // (drawn, that the customer had entries in).
  handle(rewards, routes.customerGiveaways, async (c, { query: { limit, offset, status } }) => {
    const customerId = c.var.grant.customerId;
    if (status === 'closed') {
      const { rows, total } = await c.var.data.rewards.closedOf(customerId, limit, offset);
      const entries = new Map(rows.map((row) => [row.id, row.entry_status]));
      return reply(await presentPage(c, rows, entries), { pageInfo: pageInfo(limit, offset, total) });
    }
    const open = await c.var.data.rewards.open();
    const { upcomingDraws } = await customerMembership(c.var.data, customerId);
    const entries = new Map(upcomingDraws.map((draw) => [draw.drawId, draw.entryStatus]));
    return reply(await presentPage(c, open.slice(offset, offset + limit), entries), {
      pageInfo: pageInfo(limit, offset, open.length),
    });
  });

  return rewards;
}
