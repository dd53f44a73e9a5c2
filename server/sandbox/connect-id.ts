/**
 * The sandbox's ConnectID (/api/sandbox/connectid): stands in for the identity exchange a customer
 * is sent to by POST /customer/verification/connectid. The customer picks their bank and shares
 * their details, or cancels; either way they return to the app's /account-verification with the
 * request's state, and a code when they shared, which the app hands to the callback.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { randomToken } from '../auth/tokens';
import type { AppEnv } from '../http/app-env';
import { STYLE } from './page-style';
import { SITE_LOCALE } from '../domain/site-locale';

const BANKS = ['Commonwealth Bank', 'ANZ', 'Westpac', 'NAB'];

function appAddress(c: Context<AppEnv>, query: Record<string, string>): string {
  const base = c.var.origin;
  return `${base}/account-verification?${new URLSearchParams(query).toString()}`;
}

export function connectIdPages(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();

  pages.get('/authorise', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = c.req.query('state') ?? '';
    const request = await c.var.data.verification.connectIdRequest(state);
    if (!request || request.status !== 'pending')
      return c.html(
        html`<!doctype html>
          <html lang="${SITE_LOCALE}">
            <title>ConnectID</title
            >${STYLE}
            <h1>This request has expired</h1>
            <p>Go back to Lucky Dip and start again.</p>
          </html>`,
        404,
      );
    return c.html(
      html`<!doctype html>
        <html lang="${SITE_LOCALE}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>ConnectID (sandbox)</title>
            ${STYLE}
          </head>
          <body>
            <main>
              <h1>ConnectID (sandbox)</h1>
              <p>Lucky Dip asks to confirm your name, date of birth and address with your bank.</p>
              <form method="post" action="/api/sandbox/connectid/authorise">
                <input type="hidden" name="state" value="${state}" />
                <fieldset>
                  <legend>Choose your bank</legend>
                  ${BANKS.map(
                    (bank, i) =>
                      html`<label
                        ><input type="radio" name="bank" value="${bank}" ${i === 0 ? 'checked' : ''} />
                        ${bank}</label
                      >`,
                  )}
                </fieldset>
                <button type="submit" name="decision" value="share">Share my details</button>
                <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
              </form>
            </main>
          </body>
        </html>`,
    );
  });

  pages.post('/authorise', async (c) => {
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    if (form.decision !== 'share') return c.redirect(appAddress(c, { state, error: 'access_denied' }));
    const code = randomToken();
    await c.var.data.verification.answerConnectId(state, code);
    return c.redirect(appAddress(c, { state, code }));
  });

  return pages;
}
