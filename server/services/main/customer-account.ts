/**
 * The signed-in customer's own record (spec 1 §7): details (v3.2) with the configured immutable
 * fields refused, account closure, the address and email confirmations behind the confirm banner,
 * the country-ban terms confirmation, and favourite numbers. Closing needs the password and an
 * empty wallet (money is withdrawn first, as a licensed retailer must).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { verifyPassword } from '../../auth/password';
import { forgetDevices } from '../../auth/remembered-devices';
import { revokeCustomerSessions } from '../../auth/tokens';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { customerOverview } from './customer-overview';
import { dateOfBirthSchema, favouriteNumbersSchema, phoneSchema, EMAIL_TAKEN } from './signup';
import { IMMUTABLE_CUSTOMER_FIELDS } from './site-config';
import {
  CHOOSE_STATE,
  INVALID_EMAIL,
  INVALID_POSTCODE,
  POSTCODE_PATTERN,
  REQUIRED,
  STATES,
} from '../../../src/lib/form-messages';

const DETAIL_FIELDS = [
  'firstname',
  'lastname',
  'date_of_birth',
  'email',
  'phone',
  'address',
  'address_line_2',
  'suburb',
  'state',
  'postcode',
  'country',
] as const;
const IMMUTABLE = new Set<string>(IMMUTABLE_CUSTOMER_FIELDS);
const ADDRESS_FIELDS = new Set(['address', 'address_line_2', 'suburb', 'state', 'postcode', 'country']);

type DetailRow = Record<(typeof DETAIL_FIELDS)[number], string | null> & {
  marketing_opt_in: number;
  password_hash: string;
  balance_cents: number;
  currency: string;
};

const text = (max: number) => z.string().trim().min(1, REQUIRED).max(max);
const detailsUpdate = z
  .object({
    firstname: text(60),
    lastname: text(60),
    date_of_birth: dateOfBirthSchema,
    email: z.email(INVALID_EMAIL).max(254),
    phone: phoneSchema,
    address: text(120),
    address_line_2: z.string().trim().max(120),
    suburb: text(60),
    state: z.enum(STATES, CHOOSE_STATE),
    postcode: z.string().trim().regex(POSTCODE_PATTERN, INVALID_POSTCODE),
    country: z.string().trim().length(2),
    marketing_opt_in: z.boolean(),
  })
  .partial();

const closeForm = z.object({
  password: z.string().min(1, REQUIRED),
  reason: z.string().max(500).optional(),
});

export function customerAccountRoutes(now: () => number = () => Date.now()): Hono<AppEnv> {
  const account = new Hono<AppEnv>();
  for (const path of ['/customer', '/customer/*', '/favourite-numbers'])
    account.use(path, requireCustomer(now));

  const row = (c: Context<AppEnv>) =>
    c.var.db.prepare('SELECT * FROM customers WHERE id = ?').get(c.var.grant.customerId) as DetailRow;
  const details = (c: Context<AppEnv>) => {
    const customer = row(c);
    return {
      ...Object.fromEntries(DETAIL_FIELDS.map((field) => [field, customer[field] ?? ''])),
      marketing_opt_in: customer.marketing_opt_in === 1,
    };
  };
  const overview = (c: Context<AppEnv>, message?: string) =>
    ok(c, customerOverview(c.var.db, c.var.grant.customerId), {
      messages: message ? [{ code: 'success', message, level: 'success' }] : [],
    });

  account.get('/customer/details', (c) => ok(c, details(c)));

  account.post('/customer/details', async (c) => {
    const update = validate(detailsUpdate, await c.req.json().catch(() => ({})));
    const current = row(c);
    for (const field of IMMUTABLE_CUSTOMER_FIELDS) {
      const value = update[field];
      if (value !== undefined && value !== (current[field] ?? '')) {
        throw HttpError.field(
          field,
          'immutable_field',
          "This can't be changed online. Please contact support to update it.",
        );
      }
    }
    const email = update.email?.toLowerCase();
    const emailChanged = email !== undefined && email !== current.email;
    if (emailChanged && c.var.db.prepare('SELECT 1 FROM customers WHERE email = ?').get(email)) {
      throw HttpError.field('email', 'email_taken', EMAIL_TAKEN);
    }
    const changes: Record<string, string | number> = {};
    for (const field of DETAIL_FIELDS) {
      const value = update[field];
      if (value !== undefined && !IMMUTABLE.has(field)) changes[field] = value;
    }
    if (email !== undefined) changes.email = email;
    if (update.marketing_opt_in !== undefined) changes.marketing_opt_in = update.marketing_opt_in ? 1 : 0;
    // A new address is the customer's own word for it; a new email has to be confirmed.
    if (Object.keys(changes).some((field) => ADDRESS_FIELDS.has(field)))
      changes.address_confirmation_required = 0;
    if (emailChanged) changes.email_confirmation_required = 1;
    const columns = Object.keys(changes);
    if (columns.length > 0) {
      c.var.db
        .prepare(
          `UPDATE customers SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`,
        )
        .run({ ...changes, id: c.var.grant.customerId });
    }
    return ok(c, details(c), {
      messages: [{ code: 'success', message: 'Your details have been saved.', level: 'success' }],
    });
  });

  account.delete('/customer', async (c) => {
    const form = validate(closeForm, await c.req.parseBody());
    const customer = row(c);
    if (!(await verifyPassword(form.password, customer.password_hash)))
      throw HttpError.field('password', 'incorrect_password', 'Your password is incorrect.');
    if (customer.balance_cents > 0) {
      const balance = new Intl.NumberFormat('en-AU', {
        style: 'currency',
        currency: customer.currency,
      }).format(customer.balance_cents / 100);
      throw HttpError.of(
        409,
        'balance_remaining',
        `Please withdraw your balance of ${balance} before closing your account.`,
      );
    }
    const { customerId } = c.var.grant;
    c.var.db
      .prepare("UPDATE customers SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .run(customerId);
    revokeCustomerSessions(c.var.db, customerId);
    forgetDevices(c.var.db, customerId);
    return ok(c, null, {
      messages: [{ code: 'success', message: 'Your account is closed.', level: 'success' }],
    });
  });

  account.patch('/customer/confirm-address', (c) => {
    c.var.db
      .prepare('UPDATE customers SET address_confirmation_required = 0 WHERE id = ?')
      .run(c.var.grant.customerId);
    return overview(c, 'Thanks, your address is confirmed.');
  });

  account.patch('/customer/confirm-email-address', (c) => {
    c.var.db
      .prepare('UPDATE customers SET email_confirmation_required = 0 WHERE id = ?')
      .run(c.var.grant.customerId);
    return overview(c, 'Thanks, your email address is confirmed.');
  });

  // A customer whose location is outside where we may sell confirms the terms before playing on.
  for (const path of ['/customer/terms-and-conditions', '/customer/terms-and-conditions/location']) {
    account.post(path, (c) => {
      c.var.db
        .prepare(
          `UPDATE customers SET country_banned_confirmation_required = 0,
             terms_accepted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
        )
        .run(c.var.grant.customerId);
      return overview(c);
    });
  }

  account.put('/favourite-numbers', async (c) => {
    const { favourite_numbers } = validate(
      z.object({ favourite_numbers: favouriteNumbersSchema }),
      await c.req.json().catch(() => ({})),
    );
    c.var.db
      .prepare('UPDATE customers SET favourite_numbers = ? WHERE id = ?')
      .run(JSON.stringify(favourite_numbers), c.var.grant.customerId);
    return ok(c, { favourite_numbers });
  });

  return account;
}
