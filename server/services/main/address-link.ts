/**
 * PATCH /customer/confirm-address?token=: the "is this still your address?" email's link confirms
 * the address on file without signing in (the open /my-account/confirm-address/{token} page).
 * It confirms only, and answers nothing about the customer. Without a token the request goes on
 * to the signed-in customer's own confirmation (./customer-account.ts).
 */
import { Hono } from 'hono';
import { accountRoutes } from '@contract/schemas/accounts';
import type { AppEnv } from '../../http/app-env';
import { addressTokenCustomer } from '../../http/customer-link';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { Refused } from '../../refusal';

export const ADDRESS_LINK_MESSAGES = {
  invalid: 'This link is no longer valid. Log in to confirm your address.',
  confirmed: 'Thanks, your address is confirmed.',
} as const;

export function addressLinkRoutes(): Hono<AppEnv> {
  const link = new Hono<AppEnv>();
  handle(
    link,
    accountRoutes.confirmAddressByLink,
    async (c, { query: { token } }) => {
      const customerId = addressTokenCustomer(c.var.config.linkSecret, token);
      if (customerId === undefined) throw Refused.of(404, 'link_invalid', ADDRESS_LINK_MESSAGES.invalid);
      c.header('Cache-Control', 'no-store');
      await c.var.data.customers.confirmAddress(customerId);
      return reply({ addressConfirmed: true }, { messages: [success(ADDRESS_LINK_MESSAGES.confirmed)] });
    },
    (c) => c.req.query('token') !== undefined,
  );
  return link;
}
