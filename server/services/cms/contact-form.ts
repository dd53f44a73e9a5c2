/**
 * POST /items/contact_page (spec 3 §3, issue 36): the contact form, the one collection visitors
 * may write to. A message is checked, kept (with the customer's id when they are signed in), sent
 * on to support, and acknowledged to the address it came from with its reference. Limited per
 * caller address: the acknowledgement goes to whatever address was typed in, so it must not
 * become a way to send mail at speed.
 */
import { Hono } from 'hono';
import { CONTACT_THANKS } from '@contract/content-pages';
import { contactMessageSchema } from '@contract/schemas/content';
import { AttemptLimiter } from '../../auth/rate-limit';
import { LIMIT_WINDOW_MS, countFromAddress } from '../../http/address-limit';
import type { AppEnv } from '../../http/app-env';
import { ok, success } from '../../http/envelope';
import { optionalCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';

export const SUPPORT_ADDRESS = 'support@luckydip.test';
/** Messages from one address in the window: a customer writes once or twice, not ten times. */
const MESSAGES_PER_ADDRESS = 5;

export function contactForm(): Hono<AppEnv> {
  const contact = new Hono<AppEnv>();
  const perAddress = new AttemptLimiter('contact-form', MESSAGES_PER_ADDRESS, LIMIT_WINDOW_MS);

  contact.post(
    '/items/contact_page',
    optionalCustomer(),
    async (c, next) => {
      await countFromAddress(perAddress, c);
      await next();
    },
    valid('json', contactMessageSchema),
    async (c) => {
      const message = c.req.valid('json');
      const reference = await c.var.data.contactMessages.add(message, c.get('grant')?.customerId ?? null);
      const { mailbox } = c.var.data;
      await mailbox.send(
        SUPPORT_ADDRESS,
        `Contact form #${reference}: ${message.name}`,
        `From ${message.name} <${message.email}>\n\n${message.message}`,
      );
      // The customer's words are not repeated to the address: only that a message arrived.
      await mailbox.send(
        message.email,
        `We have your message (reference ${reference})`,
        `Hi ${message.name},\n\nThank you for contacting Lucky Dip. Our support team answers within ` +
          `two business days, by email to this address. If you need to add something, reply with ` +
          `your reference: ${reference}.\n\nLucky Dip support`,
      );
      return ok(c, { reference }, { messages: [success(CONTACT_THANKS)] }, 201);
    },
  );

  return contact;
}
