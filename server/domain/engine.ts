/**
 * The draw engine with the recurring runner beside it (pre-orders, then autoplays), over the data
 * layer, telling the customers who played each draw paid: as the server runs it on its clock and
 * the sandbox's run-next runs it at once.
 */
import type { ServerConfig } from '../config';
import type { DataLayer } from '../db';
import { runAutoplays } from './autoplay';

import { pushClosingNotices } from './closing-notices';
import type { EngineDeps } from './draw-engine';
import { pushDrawNotices, tellDrawNotices } from './draw-notices';
import { drawCadence } from './draws';
import { runDueGiveaways } from './giveaways';
import { runScheduledPurchases } from './scheduled';
import type { Outbound } from './social-sign-in';
import { vapidIdentity } from './web-push';

export function engineDeps(
  data: DataLayer,
  config: Pick<ServerConfig, 'sandbox' | 'gatewaySecret' | 'demoDrawMinutes' | 'vapid' | 'stripe'>,
  /** Where the links in what it emails lead: the site's public address. */
  siteOrigin: () => string,
  /** How it reaches the card gateway (Stripe) for an autoplay's top-up. */
  outbound: Outbound = fetch,
): EngineDeps {
  const cadence = drawCadence(config);
  return {
    draws: data.drawResults,
    catalogue: data.catalogue,
    party: data.lottoParty,
    cadence,
    // Pre-orders first: a draw opening pays its pre-orders, then buys the autoplays' tickets.
    recurring: async (nowSeconds) => {
      const deps = {
        data,
        sandbox: config.sandbox,
        gatewaySecret: config.gatewaySecret,
        ...(config.stripe && { stripe: { settings: config.stripe, origin: siteOrigin(), outbound } }),
        cadence,
        siteOrigin: siteOrigin(),
      };
      await runScheduledPurchases(deps, nowSeconds);
      await runAutoplays(deps, nowSeconds);
    },
    giveaways: (nowSeconds) => runDueGiveaways(data.rewards, nowSeconds),
    notices: async (nowSeconds) => {
      await tellDrawNotices(data, siteOrigin());
      const vapid = await vapidIdentity(data.settings, config);
      await pushDrawNotices(data, vapid, nowSeconds);
      await pushClosingNotices(data, vapid, nowSeconds);
    },
  };
}
