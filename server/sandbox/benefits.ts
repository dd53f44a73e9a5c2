/**
 * The benefits partner's page (issue 35, GET /v3/benefits' ssoUrl): it takes the one-time token
 * the rewards service made, as a partner's single sign-on would, and shows that member's
 * discounts. A token used or expired is refused.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { membershipConfig } from '../domain/membership';
import { MEMBERSHIP_MESSAGES } from '@contract/membership';
import { SITE_LOCALE } from '../domain/site-locale';

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="${SITE_LOCALE}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
li{margin:.5rem 0}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;

export function benefitsPage(): Hono<AppEnv> {
  const benefits = new Hono<AppEnv>();
  benefits.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const customerId = await c.var.data.rewards.redeemBenefitToken(c.req.query('token') ?? '');
    const customer = customerId === undefined ? undefined : await c.var.data.customers.overview(customerId);
    if (!customer)
      return c.html(
        page('Member benefits', `<p role="alert">${escapeHtml(MEMBERSHIP_MESSAGES.benefitsLinkInvalid)}</p>`),
        401,
      );
    const { discounts } = await membershipConfig(c.var.data);
    const items = discounts
      .map(
        (discount) =>
          `<li><strong>${escapeHtml(discount.partner)}</strong>: ${escapeHtml(discount.offer)}</li>`,
      )
      .join('\n');
    return c.html(
      page(
        `Member benefits for ${customer.firstname}`,
        `<p>Signed in as a Daily Winners member. Show this page in store, or use it online:</p><ul>${items}</ul>`,
      ),
    );
  });
  return benefits;
}
