/**
 * The sandbox's marketing email (POST /api/sandbox/newsletter): what a retailer's mailing system
 * would send, written to the mailbox for everyone who takes offers and news by email. With a
 * product offer key it is that offer's email, and skips those who left that offer's emails. Every
 * one carries signed links to the customer's communication preferences and to unsubscribe.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { addressToken, linkToken } from '../http/customer-link';
import { ok } from '../http/envelope';
import { Refused } from '../refusal';

export const newsletterSchema = z.object({ productOfferKey: z.string().max(64).optional() });

export async function sendNewsletter(c: Context<AppEnv>, productOfferKey: string | undefined) {
  const { data, config } = c.var;
  const offer =
    productOfferKey === undefined
      ? undefined
      : (await data.catalogue.offers()).find((entry) => entry.key === productOfferKey);
  if (productOfferKey !== undefined && !offer)
    throw Refused.of(404, 'offer_not_found', 'No such product offer.');
  const origin = c.var.origin;
  const audience = await data.preferences.emailAudience(offer?.key ?? null);
  for (const customer of audience) {
    const token = linkToken(config.linkSecret, 'communication-preferences', customer.id);
    const preferences = `${origin}/communication-preferences/${customer.id}?token=${token}`;
    const unsubscribe = `${origin}/unsubscribe/${customer.id}${offer ? `/${offer.key}` : ''}?token=${token}`;
    await data.mailbox.send(
      customer.email,
      offer ? `${offer.name}: this week's draw` : 'This week at Lucky Dip',
      `Hi ${customer.firstname}, ${offer ? `${offer.name} draws again this week.` : 'new draws and raffles are open this week.'} ` +
        `Choose how we contact you: ${preferences} . ` +
        `Unsubscribe from ${offer ? `${offer.name} emails` : 'these emails'}: ${unsubscribe}`,
    );
  }
  return ok(c, { sent: audience.length });
}

export const addressReminderSchema = z.object({ email: z.email() });

/**
 * The "is this still your address?" email (POST /api/sandbox/address-reminder): what the retailer
 * sends a customer asked to confirm their address, with a link that confirms it in one tap.
 */
export async function sendAddressReminder(c: Context<AppEnv>, email: string) {
  const { data, config } = c.var;
  const customer = await data.customers.findLoginByEmail(email);
  if (!customer) throw Refused.of(404, 'not_found', 'There is no customer with that email.');
  const origin = c.var.origin;
  const link = `${origin}/my-account/confirm-address/${addressToken(config.linkSecret, customer.id)}`;
  await data.mailbox.send(
    customer.email,
    'Is this still your address?',
    `Please confirm the address on your Lucky Dip account is still current: ${link} . ` +
      'If it has changed, log in and update it under My details.',
  );
  return ok(c, { sent: 1 });
}
