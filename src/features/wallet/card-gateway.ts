/**
 * Which card gateway the app saves a new card through, and where the customer types it: the
 * gateway's hosted form in a frame (the sandbox's, or the sandbox Stripe's card fields, which are
 * for one setup intent), or Stripe's own fields from Stripe.js, loaded only where Stripe is the
 * configured gateway.
 */
import type { CardGateways } from '@contract/schemas/wallet';

/** The gateway new cards go through: the first the server lists. */
export const newCardGateway = (gateways: CardGateways) => gateways.availableCardGateways[0] ?? 'braintree';

/** Whether a card can be typed here at all. */
export const takesCards = (gateways: CardGateways) =>
  gateways.hostedFormUrl !== null || gateways.stripePublishableKey !== null;

/** The hosted card form's address; Stripe's card fields confirm the setup intent the client secret names. */
export const cardFormUrl = (formUrl: string, clientSecret: string | null) =>
  clientSecret === null ? formUrl : `${formUrl}?client_secret=${encodeURIComponent(clientSecret)}`;
