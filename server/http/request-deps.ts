/**
 * What the rules (server/domain) need from the request's server, taken from Hono's Context here so
 * that no rule takes it: the catalogue at this moment on the app's clock, and the wallet's and the
 * recurring runner's dependencies.
 */
import type { Context } from 'hono';
import { unixSeconds } from '../clock';
import type { StoredCart } from '../db/carts';
import type { RecurringDeps } from '../domain/autoplay';
import { catalogueAt, type CatalogueNow } from '../domain/catalogue';
import { drawCadence } from '../domain/draws';
import type { WalletDeps } from '../domain/wallet';
import type { AppEnv } from './app-env';

/** The whole catalogue as it stands at this moment on the app's clock. */
export const catalogueNow = (c: Context<AppEnv>): Promise<CatalogueNow> =>
  catalogueAt(c.var.data.catalogue, unixSeconds(c.var.now), drawCadence(c.var.config));

/** Stripe, where the site takes cards through it, reached the way this server reaches other parties. */
const stripeAccess = (c: Context<AppEnv>): Pick<WalletDeps, 'stripe'> => {
  const settings = c.var.config.stripe;
  return settings ? { stripe: { settings, origin: c.var.origin, outbound: c.var.outbound } } : {};
};

/** The wallet's rules with what they need from the request's server. */
export const walletDeps = (c: Context<AppEnv>): WalletDeps => ({
  data: c.var.data,
  sandbox: c.var.config.sandbox,
  gatewaySecret: c.var.config.gatewaySecret,
  ...stripeAccess(c),
});

/** The recurring runner's, for what a customer asks of their autoplays and subscriptions. */
export const recurringDeps = (c: Context<AppEnv>): RecurringDeps => ({
  data: c.var.data,
  sandbox: c.var.config.sandbox,
  gatewaySecret: c.var.config.gatewaySecret,
  ...stripeAccess(c),
  cadence: drawCadence(c.var.config),
  siteOrigin: c.var.origin,
});

/** The signed-in customer's open cart (one is opened for them if they have none). */
export const customersCart = (c: Context<AppEnv>): Promise<StoredCart> =>
  c.var.data.carts.openFor(c.var.grant.customerId);
