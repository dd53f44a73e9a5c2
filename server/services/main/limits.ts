/**
 * Spend, deposit and precommitment limits (spec 3 §3, §7; docs/decisions.md "Limits"):
 * `GET /spend-limits` lists them with what each window has used, `PUT /spend-limits/{period}` sets
 * a new one (a form; `kind` spend or deposit), `POST /spend-limits/{period}` changes one,
 * `DELETE /spend-limits/{id}` ends one, and `POST`/`DELETE /precommitment` the precommitment limit.
 * A lower limit applies at once; a higher one, or an end, after the cooling-off period, and the
 * answer says when.
 */
import { Hono, type Context } from 'hono';
import { walletRoutes, type CustomerLimit, type SpendLimits } from '@contract/schemas/wallet';
import { SPEND_PERIODS, SYSTEM_SPEND_LIMIT } from '@contract/spend-limits';
import { DEPOSIT_LIMIT_UPDATED, SPEND_LIMIT_UPDATED } from '@contract/wallet-rules';
import { unixSeconds } from '../../clock';
import { COOLING_OFF_DAYS, type LimitChange, type StoredLimit } from '../../db/limits';
import type { AppEnv } from '../../http/app-env';
import { success, type Message } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { limitsNow } from '../../domain/limits';
import { money } from '../../money';
import { sydneyLongDate } from '../../domain/sydney-time';
import { Refused } from '../../refusal';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

export const LIMIT_MESSAGES = {
  waiting: (from: number) =>
    `Your new limit is higher, so it starts after a ${COOLING_OFF_DAYS}-day cooling-off period, on ${sydneyLongDate(from)}. Until then your current limit applies.`,
  ending: (from: number) =>
    `Your limit ends after a ${COOLING_OFF_DAYS}-day cooling-off period, on ${sydneyLongDate(from)}. Until then it applies.`,
  alreadyEnding: (from: number) => `This limit is already due to end on ${sydneyLongDate(from)}.`,
  missing: 'There is no such limit.',
  precommitmentUpdated: 'Your precommitment limit has been updated.',
} as const;

const pending = (limit: StoredLimit) =>
  limit.pending && {
    limit: limit.pending.limitCents === null ? null : money(limit.pending.limitCents),
    from: iso(limit.pending.from),
  };

async function presentLimits(c: Context<AppEnv>): Promise<SpendLimits> {
  const at = unixSeconds(c.var.now);
  const now = await limitsNow(c.var.data, c.var.grant.customerId, at);
  const customerLimits: CustomerLimit[] = now.windows.map(({ limit, usedCents, remainingCents }) => ({
    id: limit.id,
    kind: limit.kind as CustomerLimit['kind'],
    period: limit.period,
    limit: money(limit.limitCents),
    pending: pending(limit),
    status: {
      amountSpent: money(usedCents),
      limit: money(limit.limitCents),
      remaining: money(remainingCents),
    },
  }));
  return {
    availablePeriods: [...SPEND_PERIODS],
    customerLimits,
    systemLimits: [
      {
        period: SYSTEM_SPEND_LIMIT.period,
        limit: money(SYSTEM_SPEND_LIMIT.limitCents),
        remaining: money(now.system.remainingCents),
      },
    ],
    precommitment: now.precommitment
      ? { limit: money(now.precommitment.limitCents), pending: pending(now.precommitment) }
      : null,
    coolingOffDays: COOLING_OFF_DAYS,
    spendHistory: now.history.map((day) => ({ day: iso(day.endsAt), spent: money(day.cents) })),
  };
}

/** The message that says how a change went: updated, or waiting for its cooling-off. */
function changeMessage(change: LimitChange, updated: string): Message {
  if (change.outcome === 'waiting')
    return change.limit.pending?.limitCents === null
      ? { code: 'limit_waiting', message: LIMIT_MESSAGES.ending(change.limit.pending.from), level: 'info' }
      : {
          code: 'limit_waiting',
          message: LIMIT_MESSAGES.waiting(change.limit.pending?.from ?? 0),
          level: 'info',
        };
  return success(updated);
}

export function limitsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, walletRoutes.limits, (c) => presentLimits(c));

  // PUT sets a new limit and POST changes one: the same rule decides what applies when.
  for (const route of [walletRoutes.setLimit, walletRoutes.changeLimit])
    handle(api, route, async (c, { params, body }) => {
      if (body.period !== params.period)
        throw Refused.field('period', 'period_mismatch', 'The period does not match the address.');
      const change = await c.var.data.limits.set(
        c.var.grant.customerId,
        body.kind,
        body.period,
        Math.round(body.limit * 100),
        unixSeconds(c.var.now),
      );
      const updated = body.kind === 'deposit' ? DEPOSIT_LIMIT_UPDATED : SPEND_LIMIT_UPDATED;
      return reply(await presentLimits(c), { messages: [changeMessage(change, updated)] });
    });

  handle(api, walletRoutes.removeLimit, async (c, { params }) => {
    const change = await c.var.data.limits.remove(c.var.grant.customerId, params.id, unixSeconds(c.var.now));
    if (change.outcome === 'missing') throw Refused.of(404, 'limit_not_found', LIMIT_MESSAGES.missing);
    if (change.outcome === 'ending')
      throw Refused.of(422, 'limit_already_ending', LIMIT_MESSAGES.alreadyEnding(change.from));
    return reply(await presentLimits(c), { messages: [changeMessage(change, SPEND_LIMIT_UPDATED)] });
  });

  handle(api, walletRoutes.setPrecommitment, async (c, { body }) => {
    const change = await c.var.data.limits.set(
      c.var.grant.customerId,
      'precommitment',
      'monthly',
      Math.round(body.limit * 100),
      unixSeconds(c.var.now),
    );
    return reply(await presentLimits(c), {
      messages: [changeMessage(change, LIMIT_MESSAGES.precommitmentUpdated)],
    });
  });

  handle(api, walletRoutes.removePrecommitment, async (c) => {
    const at = unixSeconds(c.var.now);
    const [current] = await c.var.data.limits.limits(c.var.grant.customerId, at, 'precommitment');
    if (!current) throw Refused.of(404, 'limit_not_found', LIMIT_MESSAGES.missing);
    const change = await c.var.data.limits.remove(c.var.grant.customerId, current.id, at);
    if (change.outcome === 'ending')
      throw Refused.of(422, 'limit_already_ending', LIMIT_MESSAGES.alreadyEnding(change.from));
    return reply(await presentLimits(c), {
      messages: [changeMessage(change, LIMIT_MESSAGES.precommitmentUpdated)],
    });
  });

  return api;
}
