-- PostgreSQL's copy of 0020-scheduled-purchases.sql (see ../postgres-sql.ts). The SQLite file also
-- turns pre-orders taken before it into scheduled purchases with SQLite's JSON functions; no
-- PostgreSQL database predates scheduled purchases, so there are none to convert here.
-- Scheduled purchases (spec 2 §1, §3, §4): a raffle ticket pre-ordered for a draw not yet open.
-- Checked against the balance and the limits when ordered, paid and ticketed when its draw opens
-- (through the same purchase transaction as a cart), or failed then with the customer told; the
-- customer can cancel it until then. Nothing is ticketed before it is paid.
CREATE TABLE scheduled_purchases (
  id TEXT PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The checkout that ordered it.
  checkout_id TEXT NOT NULL REFERENCES checkouts (id),
  kind TEXT NOT NULL CHECK (kind IN ('scheduled_purchase', 'pre_order')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'purchased', 'failed')),
  draw_id BIGINT NOT NULL REFERENCES draws (id),
  -- The order it becomes, as planned when it was ordered (JSON).
  item TEXT NOT NULL CHECK ((item IS NULL OR item::jsonb IS NOT NULL)),
  amount_cents BIGINT NOT NULL,
  -- Why it failed, when it did.
  message TEXT,
  -- The checkout that paid for it once its draw opened.
  paid_checkout_id TEXT REFERENCES checkouts (id),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX scheduled_purchases_customer ON scheduled_purchases (customer_id, created_at);
CREATE INDEX scheduled_purchases_due ON scheduled_purchases (status, draw_id);
