-- The wallet (spec 3): saved cards, bank and PayPal accounts; deposits through the sandbox gateway
-- with 3-D Secure, and the gateway's notifications that confirm them (each processed once);
-- withdrawals; deposit limits beside the spend limits; the precommitment limit; and prize funds,
-- the part of a balance that can be withdrawn.

-- What a card's details (or a PayPal approval) became at the gateway: a one-time token for the
-- hosted card form's answer. The gateway keeps the last four digits and what its sandbox card does,
-- never the number.
CREATE TABLE gateway_tokens (
  token TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  -- a PayPal account's email; NULL for a card
  email TEXT,
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL,
  -- frictionless, challenge, declined, insufficient_funds, challenge_fails, method_timeout
  scenario TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE customer_funds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('cc', 'bank', 'paypal')),
  method_code TEXT NOT NULL,
  gateway TEXT,
  brand TEXT,
  last4 TEXT,
  expiry TEXT,
  holder_name TEXT,
  scenario TEXT,
  bank_type TEXT,
  bank_code TEXT,
  account_number TEXT,
  account_name TEXT,
  paypal_email TEXT,
  verification TEXT NOT NULL DEFAULT 'Verified',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX customer_funds_by_customer ON customer_funds (customer_id);

CREATE TABLE deposits (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  fund_id INTEGER REFERENCES customer_funds (id),
  method_code TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  -- method (the 3-D Secure method frame runs), challenge (the issuer asks the customer), or NULL
  stage TEXT,
  window_size TEXT,
  purchase_type TEXT NOT NULL DEFAULT 'ad_hoc',
  cart_reference TEXT,
  message TEXT,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX deposits_by_customer ON deposits (customer_id, created_at);

-- The gateway's notifications, by their own id: a replayed one finds its row and changes nothing.
CREATE TABLE gateway_notifications (
  id TEXT PRIMARY KEY,
  deposit_id TEXT NOT NULL REFERENCES deposits (id),
  outcome TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE withdrawals (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  fund_id INTEGER NOT NULL REFERENCES customer_funds (id),
  method_code TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('requested', 'paid')),
  created_at INTEGER NOT NULL
);
CREATE INDEX withdrawals_by_customer ON withdrawals (customer_id, created_at);

-- Spend limits gain deposit limits beside them, and a raised limit (or a removed one) waits for its
-- cooling-off: pending_from says when; a NULL pending_limit_cents with a pending_from is a removal.
CREATE TABLE limits_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'spend' CHECK (kind IN ('spend', 'deposit', 'precommitment')),
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  limit_cents INTEGER NOT NULL CHECK (limit_cents >= 0),
  pending_limit_cents INTEGER,
  pending_from INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (customer_id, kind, period)
);
INSERT INTO limits_next (id, customer_id, kind, period, limit_cents, created_at)
SELECT id, customer_id, 'spend', period, limit_cents, created_at FROM spend_limits;
DROP TABLE spend_limits;
ALTER TABLE limits_next RENAME TO spend_limits;

-- Prize funds: what the customer won and has not spent or withdrawn, never more than the balance.
ALTER TABLE customers ADD COLUMN prize_funds_cents INTEGER NOT NULL DEFAULT 0;
