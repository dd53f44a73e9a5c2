/**
 * How tickets on autoplay and subscriptions are paid when no one is at checkout (spec 1 §7):
 * GET and POST /customer/recurring-purchase-method (the POST's choice in the query,
 * `recurring_purchase_method`). Paying with a card needs a saved card (one whose verification did not fail): without one only the wallet
 * is offered, and a card choice made earlier reads as the wallet until a card is added again.
 */
import { Hono, type Context } from 'hono';
import { walletRoutes, type RecurringPurchaseMethods } from '@contract/schemas/wallet';
import {
  RECURRING_METHOD_MESSAGES,
  RECURRING_PURCHASE_METHOD_KEYS,
  RECURRING_PURCHASE_METHODS,
} from '@contract/wallet-rules';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { Refused } from '../../refusal';

async function methodsOf(c: Context<AppEnv>, customerId: number): Promise<RecurringPurchaseMethods> {
  const [funds, chosen] = await Promise.all([
    c.var.data.wallet.funds(customerId),
    c.var.data.customers.recurringPurchaseMethod(customerId),
  ]);
  const hasCard = funds.some((fund) => fund.kind === 'cc' && fund.verification !== 'Failed Verification');
  const available = RECURRING_PURCHASE_METHOD_KEYS.filter((key) => key === 'wallet' || hasCard);
  return {
    availableRecurringPurchaseMethods: available.map((key) => ({ key, ...RECURRING_PURCHASE_METHODS[key] })),
    selectedRecurringPurchaseMethodKey: available.includes(chosen) ? chosen : 'wallet',
  };
}

export function recurringPurchaseMethodRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  handle(routes, walletRoutes.recurringMethod, (c) => methodsOf(c, c.var.grant.customerId));

  handle(routes, walletRoutes.chooseRecurringMethod, async (c, { query }) => {
    const customerId = c.var.grant.customerId;
    const key = query.recurringPurchaseMethod;
    const { availableRecurringPurchaseMethods } = await methodsOf(c, customerId);
    if (!availableRecurringPurchaseMethods.some((method) => method.key === key))
      throw Refused.field('recurringPurchaseMethod', 'card_required', RECURRING_METHOD_MESSAGES.needsCard);
    await c.var.data.customers.setRecurringPurchaseMethod(customerId, key);
    return reply(await methodsOf(c, customerId), { messages: [success(RECURRING_METHOD_MESSAGES.saved)] });
  });

  return routes;
}
