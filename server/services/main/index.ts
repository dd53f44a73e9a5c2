/** The main API (/api/v2): site-wide reads, accounts, the catalogue, carts, results, orders and the wallet. */
import { Hono } from 'hono';
import { siteRoutes } from '@contract/schemas/site';
import type { AppEnv } from '../../http/app-env';
import { handle } from '../../http/route';
import { accountSecurityRoutes } from './account-security';
import { addressLinkRoutes } from './address-link';
import { authRoutes } from './auth';
import { autoplayRoutes } from './autoplay';

import { capabilities } from './capabilities';
import { cartRoutes } from './carts';
import { checkoutRoutes } from './checkout';
import { communicationPreferencesRoutes } from './communication-preferences';
import { contentCardRoutes } from './content-cards';
import { customerAccountRoutes } from './customer-account';
import { feedbackRoutes } from './feedback';
import { limitsRoutes } from './limits';
import { migrationRoutes } from './migration';
import { partnerRoutes } from './partners';
import { pushRoutes } from './push';
import { recurringPurchaseMethodRoutes } from './recurring-purchase-method';
import { resultsRoutes } from './results';
import { scheduledPurchaseRoutes } from './scheduled-purchases';
import { shopRoutes } from './shop';

import { signupRoutes } from './signup';
import { socialAuthRoutes } from './social-auth';
import { siteConfig } from './site-config';
import { walletRoutes } from './wallet';

export function mainService(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, siteRoutes.config, (c) => siteConfig(c.var.origin, c.var.config));
  handle(api, siteRoutes.capabilities, (c) => capabilities(c.var.config.suppressedCapabilities));

  // Where the visitor is: from a proxy's country header when one is in front, else the default.
  handle(api, siteRoutes.locate, (c) => {
    c.header('Cache-Control', 'no-store');
    const country =
      c.req.header('cf-ipcountry') ?? c.req.header('x-country-code') ?? c.var.config.defaultCountry;
    return { countryCode: country.toUpperCase() };
  });

  api.route('/', authRoutes());
  api.route('/', signupRoutes());
  api.route('/', socialAuthRoutes());
  api.route('/', accountSecurityRoutes());
  // Before the customer's own routes, whose /customer/* asks for a sign-in: these also answer an
  // email's signed link.
  api.route('/', communicationPreferencesRoutes());
  api.route('/', pushRoutes());
  api.route('/', addressLinkRoutes());
  api.route('/', contentCardRoutes());
  api.route('/', customerAccountRoutes());
  api.route('/', shopRoutes());
  api.route('/', cartRoutes());
  api.route('/', checkoutRoutes());
  api.route('/', partnerRoutes());
  api.route('/', resultsRoutes());
  api.route('/', walletRoutes());
  api.route('/', limitsRoutes());
  api.route('/', recurringPurchaseMethodRoutes());
  api.route('/', autoplayRoutes());
  api.route('/', scheduledPurchaseRoutes());
  api.route('/', migrationRoutes());
  api.route('/', feedbackRoutes());

  return api;
}
