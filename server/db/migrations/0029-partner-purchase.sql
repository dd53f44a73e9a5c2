-- Partner purchase (issue 37, spec 2 §3): a partner sends its customers to /purchase/{slug} to buy
-- one product of its choosing. partners: the partner, its key and channels (the web one's key ends
-- in _web), and the product it sells (a charity partner its cause). A partner cart is a cart like
-- the customer's own (priced, blocked and bought the one way), marked with its partner: a customer
-- has one open cart of their own and one per partner, so the one-open-cart index now leaves partner
-- carts out and a second index keeps one per partner. A checkout records the partner and channel it
-- was bought through, for the partner's reports and analytics.
CREATE TABLE partners (
  slug TEXT PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('charity', 'retailer')),
  description TEXT NOT NULL,
  website TEXT,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  game_offer_key TEXT NOT NULL REFERENCES game_offers (key),
  cause_key TEXT REFERENCES causes (key),
  channels TEXT NOT NULL
);
ALTER TABLE carts ADD COLUMN partner_slug TEXT REFERENCES partners (slug);
DROP INDEX carts_one_open_per_customer;
CREATE UNIQUE INDEX carts_one_open_per_customer ON carts (customer_id)
  WHERE status = 'open' AND customer_id IS NOT NULL AND partner_slug IS NULL;
CREATE UNIQUE INDEX carts_one_open_per_partner ON carts (customer_id, partner_slug)
  WHERE status = 'open' AND customer_id IS NOT NULL AND partner_slug IS NOT NULL;
ALTER TABLE checkouts ADD COLUMN partner_slug TEXT REFERENCES partners (slug);
ALTER TABLE checkouts ADD COLUMN channel_key TEXT;
