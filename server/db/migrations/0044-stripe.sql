-- Stripe as a card gateway (issue 63, point 4). A card saved through Stripe is its payment method
-- (pm_…), attached to the customer's Stripe customer (cus_…), which is made once per customer; a
-- deposit paid through Stripe is its payment intent (pi_…), and the address 3-D Secure sends the
-- customer to while it asks for a challenge.
ALTER TABLE customer_funds ADD COLUMN gateway_ref TEXT;
ALTER TABLE deposits ADD COLUMN gateway_ref TEXT;
ALTER TABLE deposits ADD COLUMN action_url TEXT;
CREATE TABLE gateway_customers (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  gateway TEXT NOT NULL,
  reference TEXT NOT NULL,
  PRIMARY KEY (customer_id, gateway)
);
-- The sandbox's Stripe (sandbox/stripe-api.ts) keeps its objects (customers, setup and payment
-- intents, payment methods) as Stripe's JSON, in the database so every API instance sees them.
CREATE TABLE sandbox_stripe_objects (
  id TEXT PRIMARY KEY,
  body TEXT NOT NULL
);
