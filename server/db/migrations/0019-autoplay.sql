-- Autoplay (spec 2 §3, §4): a ticket bought again for each draw of its offer until the customer
-- pauses or cancels it. Set up by the order whose cart item had recurring purchase enabled; the
-- recurring runner buys each next draw's ticket through the same purchase transaction as a cart.
CREATE TABLE autoplays (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The order that turned it on.
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id),
  product_type TEXT NOT NULL,
  offer_key TEXT NOT NULL,
  game_offer_key TEXT NOT NULL,
  days TEXT NOT NULL DEFAULT '[]',
  num_games INTEGER NOT NULL,
  quickpick INTEGER NOT NULL CHECK (quickpick IN (0, 1)),
  -- The customer's own numbers, played again each draw unless quickpick.
  games TEXT NOT NULL DEFAULT '[]',
  cause_key TEXT,
  minimum_jackpot_cents INTEGER,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'timed_pause', 'cancelled')),
  paused_until INTEGER,
  last_attempt_status TEXT CHECK (last_attempt_status IN ('purchased', 'soft_failure', 'hard_failure')),
  -- Draws in a row whose purchase failed; at the limit the autoplay waits for the customer.
  failures INTEGER NOT NULL DEFAULT 0,
  -- The draw time of the last draw it holds a ticket for (or passed over): it buys only later ones.
  covered_draw_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX autoplays_customer ON autoplays (customer_id, id);
CREATE INDEX autoplays_status ON autoplays (status);

-- One row per autoplay and draw: what happened when the draw opened. The purchase writes its row
-- in the purchase's own transaction, so a restart or a second runner can never buy a draw twice.
CREATE TABLE autoplay_attempts (
  autoplay_id INTEGER NOT NULL REFERENCES autoplays (id) ON DELETE CASCADE,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  outcome TEXT NOT NULL CHECK (outcome IN ('purchased', 'skipped', 'soft_failure', 'hard_failure')),
  checkout_id TEXT REFERENCES checkouts (id),
  message TEXT,
  tries INTEGER NOT NULL DEFAULT 1,
  attempted_at INTEGER NOT NULL,
  PRIMARY KEY (autoplay_id, draw_id)
);

-- An order the runner bought names its autoplay, so its tickets and receipt link back to it.
ALTER TABLE orders ADD COLUMN autoplay_id INTEGER REFERENCES autoplays (id);
