/**
 * PATCH /customer/confirm-address?token=: the "is this still your address?" email's link confirms
 * the address on file without signing in (the open /my-account/confirm-address/{token} page).
 * It confirms only, and answers nothing about the customer. Without a token the request goes on
 * to the signed-in customer's own confirmation (./customer-account.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { addressTokenCustomer } from '../../http/customer-link';
import { HttpError, ok, success } from '../../http/envelope';

export const ADDRESS_LINK_MESSAGES = {
  invalid: 'This link is no longer valid. Log in to confirm your address.',
  confirmed: 'Thanks, your address is confirmed.',
} as const;

export function addressLinkRoutes(): Hono<AppEnv> {
  const link = new Hono<AppEnv>();
  link.patch('/customer/confirm-address', async (c, next) => {
    const token = c.req.query('token');
    if (token === undefined) return next();
    const customerId = addressTokenCustomer(c.var.config.linkSecret, token);
    if (customerId === undefined) throw HttpError.of(404, 'link_invalid', ADDRESS_LINK_MESSAGES.invalid);
    c.header('Cache-Control', 'no-store');
    await c.var.data.customers.confirmAddress(customerId);
    return ok(c, { addressConfirmed: true }, { messages: [success(ADDRESS_LINK_MESSAGES.confirmed)] });
  });
  return link;
}
