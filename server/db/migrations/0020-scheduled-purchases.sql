-- Scheduled purchases (spec 2 §1, §3, §4): a raffle ticket pre-ordered for a draw not yet open.
-- Checked against the balance and the limits when ordered, paid and ticketed when its draw opens
-- (through the same purchase transaction as a cart), or failed then with the customer told; the
-- customer can cancel it until then. Nothing is ticketed before it is paid.
CREATE TABLE scheduled_purchases (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The checkout that ordered it.
  checkout_id TEXT NOT NULL REFERENCES checkouts (id),
  kind TEXT NOT NULL CHECK (kind IN ('scheduled_purchase', 'pre_order')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'purchased', 'failed')),
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  -- The order it becomes, as planned when it was ordered (JSON).
  item TEXT NOT NULL CHECK (json_valid(item)),
  amount_cents INTEGER NOT NULL,
  -- Why it failed, when it did.
  message TEXT,
  -- The checkout that paid for it once its draw opened.
  paid_checkout_id TEXT REFERENCES checkouts (id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX scheduled_purchases_customer ON scheduled_purchases (customer_id, created_at);
CREATE INDEX scheduled_purchases_due ON scheduled_purchases (status, draw_id);

-- Pre-orders taken before: orders with status pre_order, no tickets, never paid. Each becomes an
-- active scheduled purchase, paid when its draw opens, and its unpaid order goes.
INSERT INTO scheduled_purchases
  (id, customer_id, checkout_id, kind, status, draw_id, item, amount_cents, created_at, updated_at)
SELECT
  'sp_' || orders.id,
  orders.customer_id,
  orders.checkout_id,
  'pre_order',
  'active',
  draws.id,
  json_object(
    'row', json_object(
      'product_type', orders.product_type,
      'offer_key', orders.offer_key,
      'game_offer_key', orders.game_offer_key,
      'draw_no', orders.draw_no,
      'num_draws', orders.num_draws,
      'num_weeks', orders.num_weeks,
      'days', orders.days,
      'quickpick', orders.quickpick,
      'num_games', orders.num_games,
      'cause_key', orders.cause_key,
      'syndicate_key', orders.syndicate_key,
      'num_shares', orders.num_shares,
      'recurring', orders.recurring,
      'price_cents', orders.price_cents,
      'status', 'purchased'
    ),
    'games', json('[]'),
    'raffleTickets', orders.num_games,
    'shares', NULL,
    'autoplayGames', '[]'
  ),
  orders.price_cents,
  orders.created_at,
  orders.created_at
FROM orders
JOIN product_offers ON product_offers.key = orders.offer_key
JOIN draws ON draws.lottery_key = product_offers.lottery_key AND draws.draw_no = orders.draw_no
WHERE orders.status = 'pre_order';
DELETE FROM orders WHERE status = 'pre_order';
