/**
 * The signed-in customer's own record (spec 1 §7): details (v3.2) with the configured immutable
 * fields refused, account closure, the address and email confirmations behind the confirm banner,
 * the country-ban terms confirmation, and favourite numbers. Closing needs the password and an
 * empty wallet (money is withdrawn first, as a licensed retailer must).
 */
import { Hono, type Context } from 'hono';
import {
  BREAK_LABELS,
  BREAK_MESSAGES,
  EXCLUSION_MESSAGES,
  breakEnd,
  exclusionEnd,
} from '@contract/account-break';
import { EMAIL_TAKEN } from '@contract/messages';
import {
  IMMUTABLE_CUSTOMER_FIELDS,
  accountRoutes as routes,
  type CustomerDetails,
  type DetailsUpdate,
} from '@contract/schemas/accounts';
import type { DetailChanges, DetailRow } from '../../db/customers';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { sydneyDateTime } from '../../domain/sydney-time';
import { confirmPassword } from '../../http/confirm-password';
import { customerOverview } from './customer-overview';
import { SITE_LOCALE } from '../../domain/site-locale';
import { Refused } from '../../refusal';

/** Where each detail lives; the address fields, when changed, count as confirming the address. */
const COLUMNS = {
  firstname: 'firstname',
  lastname: 'lastname',
  dateOfBirth: 'date_of_birth',
  email: 'email',
  phone: 'phone',
  address: 'address',
  addressLine2: 'address_line_2',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
} as const satisfies Record<Exclude<keyof CustomerDetails, 'marketingOptIn'>, keyof DetailRow>;
type TextField = keyof typeof COLUMNS;
const ADDRESS_FIELDS = new Set<TextField>([
  'address',
  'addressLine2',
  'suburb',
  'state',
  'postcode',
  'country',
]);
const IMMUTABLE = new Set<string>(IMMUTABLE_CUSTOMER_FIELDS);
/** What an account opened with a name and email alone still needs before it can play. */
const UPGRADE_DETAILS: TextField[] = ['dateOfBirth', 'phone', 'address', 'suburb', 'postcode'];
const TEXT_FIELDS = Object.keys(COLUMNS) as TextField[];

function toDetails(row: DetailRow): CustomerDetails {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[COLUMNS[field]] ?? ''])) as Record<
    TextField,
    string
  >;
  return { ...text, marketingOptIn: row.marketing_opt_in === 1 };
}

async function currentDetails(c: Context<AppEnv>): Promise<DetailRow> {
  const row = await c.var.data.customers.details(c.var.grant.customerId);
  if (!row) throw Refused.of(401, 'unauthorised', 'Please sign in again.');
  return row;
}

/** The changes to write: immutable fields refused when they differ, a new email to be confirmed. */
async function detailChanges(c: Context<AppEnv>, update: DetailsUpdate, current: DetailRow) {
  // An identity field not given yet (an account to upgrade) is given once, then fixed.
  const unset = (field: TextField) => (current[COLUMNS[field]] ?? '') === '';
  for (const field of IMMUTABLE_CUSTOMER_FIELDS) {
    const value = update[field];
    if (value !== undefined && !unset(field) && value !== current[COLUMNS[field]]) {
      throw Refused.field(
        field,
        'immutable_field',
        "This can't be changed online. Please contact support to update it.",
      );
    }
  }
  const email = update.email?.toLowerCase();
  const emailChanged = email !== undefined && email !== current.email;
  if (emailChanged && (await c.var.data.customers.emailTaken(email))) {
    throw Refused.field('email', 'email_taken', EMAIL_TAKEN);
  }
  const changes: DetailChanges = {};
  for (const field of TEXT_FIELDS) {
    const value = field === 'email' ? email : update[field];
    if (value !== undefined && (!IMMUTABLE.has(field) || unset(field))) changes[COLUMNS[field]] = value;
  }
  if (update.marketingOptIn !== undefined) changes.marketing_opt_in = update.marketingOptIn ? 1 : 0;
  // A new address is the customer's own word for it; a new email has to be confirmed.
  if (TEXT_FIELDS.some((field) => ADDRESS_FIELDS.has(field) && update[field] !== undefined))
    changes.address_confirmation_required = 0;
  if (emailChanged) changes.email_confirmation_required = 1;
  return changes;
}

export function customerAccountRoutes(): Hono<AppEnv> {
  const account = new Hono<AppEnv>();

  const overview = async (c: Context<AppEnv>, message?: string) =>
    reply(await customerOverview(c.var.data, c.var.grant.customerId), {
      messages: message ? [success(message)] : [],
    });

  handle(account, routes.customer, (c) => customerOverview(c.var.data, c.var.grant.customerId));

  handle(account, routes.details, async (c) => toDetails(await currentDetails(c)));

  handle(account, routes.saveDetails, async (c, { body }) => {
    const changes = await detailChanges(c, body, await currentDetails(c));
    await c.var.data.customers.updateDetails(c.var.grant.customerId, changes);
    const saved = await currentDetails(c);
    // The account upgrade (spec 1 §2) is done once the details a full account needs are all given.
    if (UPGRADE_DETAILS.every((field) => saved[COLUMNS[field]]))
      await c.var.data.customers.completeUpgrade(c.var.grant.customerId);
    return reply(toDetails(saved), { messages: [success('Your details have been saved.')] });
  });

  handle(account, routes.close, async (c, { body }) => {
    const facts = await confirmPassword(c, body.password, 'password', 'Your password is incorrect.');
    if (facts.balance_cents > 0) {
      const balance = new Intl.NumberFormat(SITE_LOCALE, {
        style: 'currency',
        currency: facts.currency,
      }).format(facts.balance_cents / 100);
      throw Refused.of(
        409,
        'balance_remaining',
        `Please withdraw your balance of ${balance} before closing your account.`,
      );
    }
    await c.var.data.customers.close(c.var.grant.customerId);
    return reply(null, { messages: [success('Your account is closed.')] });
  });

  handle(account, routes.confirmAddress, async (c) => {
    await c.var.data.customers.confirmAddress(c.var.grant.customerId);
    return overview(c, 'Thanks, your address is confirmed.');
  });

  handle(account, routes.confirmEmail, async (c) => {
    await c.var.data.customers.confirmEmail(c.var.grant.customerId);
    return overview(c, 'Thanks, your email address is confirmed.');
  });

  // A customer whose location is outside where we may sell confirms the terms before playing on
  // (spec 1 §6): as they are, or confirming they are in Australia after all.
  for (const [route, inAustralia] of [
    [routes.acceptTerms, false],
    [routes.confirmInAustralia, true],
  ] as const) {
    handle(account, route, async (c) => {
      await c.var.data.customers.acceptTerms(c.var.grant.customerId, inAustralia);
      return overview(c);
    });
  }

  // A break from play starts at once and cannot be ended early; a new one only makes it longer.
  handle(account, routes.takeBreak, async (c, { body: { period } }) => {
    const { customers, mailbox } = c.var.data;
    const customerId = c.var.grant.customerId;
    const wanted = Math.floor(breakEnd(new Date(c.var.now()), period).getTime() / 1000);
    const endsAt = await customers.takeBreak(customerId, period, wanted);
    const until = sydneyDateTime(endsAt);
    if (endsAt > wanted) throw Refused.of(409, 'break_running', BREAK_MESSAGES.notShorter(until));
    const row = await customers.overview(customerId);
    if (row)
      await mailbox.send(
        row.email,
        'Your break from Lucky Dip has started',
        [
          `Hi ${row.firstname},`,
          `Your break of ${BREAK_LABELS[period]} has started. Until ${until} you cannot buy tickets or deposit, and your autoplay and subscriptions skip their draws.`,
          'Your tickets, results and winnings stay in your account, and you can still withdraw. Your break cannot be ended early.',
          'If gambling has stopped being fun, Gambling Help is free and confidential, 24 hours a day: 1800 858 858 or gamblinghelponline.org.au.',
        ].join('\n\n'),
      );
    return overview(c, `Your break has started. It ends ${until}.`);
  });

  // A self-exclusion starts at once and is never ended early or undone; a new one only makes it longer.
  handle(account, routes.selfExclude, async (c, { body: { period } }) => {
    const { customers, mailbox } = c.var.data;
    const row = await customers.overview(c.var.grant.customerId);
    if (!row) throw Refused.of(404, 'not_found', 'There is no such customer.');
    const end = exclusionEnd(new Date(c.var.now()), period);
    const wanted = end === null ? null : Math.floor(end.getTime() / 1000);
    const { endsAt } = await customers.selfExclude(row, period, wanted);
    const until = endsAt === null ? null : sydneyDateTime(endsAt);
    if (endsAt !== wanted) throw Refused.of(409, 'exclusion_running', EXCLUSION_MESSAGES.notShorter(until));
    await mailbox.send(
      row.email,
      'Your self-exclusion from Lucky Dip has started',
      [
        `Hi ${row.firstname},`,
        until === null
          ? 'You have excluded yourself from Lucky Dip permanently. You cannot buy tickets or deposit again, and your autoplay and subscriptions buy nothing more.'
          : `You have excluded yourself from Lucky Dip until ${until}. Until then you cannot buy tickets or deposit, and your autoplay and subscriptions skip their draws.`,
        'We will send you no offers or reminders to play. Your tickets, results and winnings stay in your account, and you can still withdraw. Your self-exclusion cannot be ended early, even by our support team.',
        'If gambling has stopped being fun, Gambling Help Online is free and confidential, 24 hours a day: 1800 858 858 or gamblinghelponline.org.au.',
      ].join('\n\n'),
    );
    return overview(
      c,
      until === null
        ? 'Your self-exclusion has started. It is permanent.'
        : `Your self-exclusion has started. It ends ${until}.`,
    );
  });

  handle(account, routes.favouriteNumbers, async (c, { body: { favouriteNumbers } }) => {
    await c.var.data.customers.setFavouriteNumbers(c.var.grant.customerId, favouriteNumbers);
    return { favouriteNumbers };
  });

  return account;
}
