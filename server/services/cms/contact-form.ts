/**
 * POST /items/contact_page (spec 3 §3, issue 36): the contact form, the one collection visitors
 * may write to. A message is checked, kept (with the customer's id when they are signed in), sent
 * on to support, and acknowledged to the address it came from with its reference. Limited per
 * caller address: the acknowledgement goes to whatever address was typed in, so it must not
 * become a way to send mail at speed.
 */
import type { Hono } from 'hono';
import { CONTACT_THANKS } from '@contract/content-pages';
import { contentRoutes } from '@contract/schemas/content';
import { AttemptLimiter } from '../../auth/rate-limit';
import { LIMIT_WINDOW_MS, countFromAddress } from '../../http/address-limit';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';

export const SUPPORT_ADDRESS = 'support@luckydip.test';
/** Messages from one address in the window: a customer writes once or twice, not ten times. */
const MESSAGES_PER_ADDRESS = 5;

export function contactForm(cms: Hono<AppEnv>): void {
  const perAddress = new AttemptLimiter('contact-form', MESSAGES_PER_ADDRESS, LIMIT_WINDOW_MS);
  const route = contentRoutes.contact;

  // Counted before the message is checked: every try is a try.
  cms.on(route.endpoint.method, route.endpoint.path, async (c, next) => {
    await countFromAddress(perAddress, c);
    await next();
  });
  handle(cms, route, async (c, { body: message }) => {
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
    return reply({ reference }, { messages: [success(CONTACT_THANKS)] });
  });
}
