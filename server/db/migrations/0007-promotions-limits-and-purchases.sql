-- Promotion codes, spend limits, and what a purchase leaves behind: checkouts, their orders and
-- tickets, and the idempotency keys that make one intent one purchase.
CREATE TABLE promotions (
  -- upper case; customers' codes are trimmed and upper-cased before the lookup
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('fixed', 'percent')),
  -- cents off (fixed) or whole percent off (percent)
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- a promotion for one game's tickets only, or NULL for the whole cart
  offer_key TEXT REFERENCES product_offers (key),
  min_spend_cents INTEGER NOT NULL DEFAULT 0,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);

-- A promotion applied to a cart is one of its items (spec 2 §7: deleting the promotion deletes
-- that item), so cart_items is rebuilt with the product columns optional and a promotion column;
-- a row is either a product or a promotion.
CREATE TABLE cart_items_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_reference TEXT NOT NULL REFERENCES carts (reference) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  offer_key TEXT REFERENCES product_offers (key),
  game_offer_key TEXT REFERENCES game_offers (key),
  draw_no INTEGER,
  num_draws INTEGER,
  num_weeks INTEGER NOT NULL DEFAULT 1,
  days TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(days)),
  quickpick INTEGER NOT NULL DEFAULT 0,
  num_games INTEGER,
  games TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(games)),
  cause_key TEXT REFERENCES causes (key),
  syndicate_key TEXT REFERENCES syndicates (key),
  num_shares INTEGER,
  recurring TEXT CHECK (recurring IS NULL OR json_valid(recurring)),
  unit_price_cents INTEGER,
  quantity INTEGER NOT NULL DEFAULT 1,
  affiliate_code TEXT,
  created_at INTEGER NOT NULL,
  removed_reason TEXT,
  promotion_code TEXT REFERENCES promotions (code),
  CHECK (
    (promotion_code IS NULL AND product_type <> 'promotion' AND offer_key IS NOT NULL
      AND game_offer_key IS NOT NULL AND draw_no IS NOT NULL AND num_draws IS NOT NULL
      AND num_games IS NOT NULL AND unit_price_cents IS NOT NULL)
    OR (promotion_code IS NOT NULL AND product_type = 'promotion')
  )
);
INSERT INTO cart_items_next (
  id, cart_reference, product_type, offer_key, game_offer_key, draw_no, num_draws, num_weeks, days,
  quickpick, num_games, games, cause_key, syndicate_key, num_shares, recurring, unit_price_cents,
  quantity, affiliate_code, created_at, removed_reason
)
SELECT
  id, cart_reference, product_type, offer_key, game_offer_key, draw_no, num_draws, num_weeks, days,
  quickpick, num_games, games, cause_key, syndicate_key, num_shares, recurring, unit_price_cents,
  quantity, affiliate_code, created_at, removed_reason
FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_next RENAME TO cart_items;
CREATE INDEX cart_items_by_cart ON cart_items (cart_reference);

-- A customer's own limits on what they spend (spec 3 §4), one per period.
CREATE TABLE spend_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  limit_cents INTEGER NOT NULL CHECK (limit_cents >= 0),
  created_at INTEGER NOT NULL,
  UNIQUE (customer_id, period)
);

-- One purchase: what it charged now (pre-orders are paid when their draw opens), the discount and
-- the balance it left.
CREATE TABLE checkouts (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  charged_cents INTEGER NOT NULL CHECK (charged_cents >= 0),
  pre_order_cents INTEGER NOT NULL DEFAULT 0,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  promotion_code TEXT,
  balance_after_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX checkouts_by_customer ON checkouts (customer_id, created_at);

-- One order per cart item bought, as it was priced at the purchase.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  checkout_id TEXT NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  offer_key TEXT NOT NULL REFERENCES product_offers (key),
  game_offer_key TEXT NOT NULL REFERENCES game_offers (key),
  draw_no INTEGER NOT NULL,
  num_draws INTEGER NOT NULL,
  num_weeks INTEGER NOT NULL DEFAULT 1,
  days TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(days)),
  quickpick INTEGER NOT NULL DEFAULT 0,
  num_games INTEGER NOT NULL,
  cause_key TEXT REFERENCES causes (key),
  syndicate_key TEXT REFERENCES syndicates (key),
  num_shares INTEGER,
  recurring TEXT CHECK (recurring IS NULL OR json_valid(recurring)),
  price_cents INTEGER NOT NULL,
  -- purchased: paid and ticketed now; pre_order: a raffle draw not yet open, paid when it opens
  status TEXT NOT NULL CHECK (status IN ('purchased', 'pre_order')),
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_by_customer ON orders (customer_id, created_at);

-- One ticket per game per draw, with its numbers as built or quick-picked at the purchase; a
-- raffle ticket holds its ticket number.
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  game_no INTEGER NOT NULL,
  numbers TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(numbers)),
  ticket_number INTEGER,
  UNIQUE (order_id, draw_id, game_no)
);
CREATE INDEX tickets_by_draw ON tickets (draw_id);

-- Money-moving requests honour an Idempotency-Key: the first request with a key runs, later ones
-- with the same key and body get its stored answer.
CREATE TABLE idempotency_keys (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('running', 'done')),
  response_status INTEGER,
  response_body TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, scope, key)
);
