-- Daily Winners (issue 35): memberships, the giveaways the draw engine draws, the entries free
-- members unlock (premium members' entries are guaranteed and counted at the draw), the winners,
-- and the one-time tokens that open the benefits partner's page.
CREATE TABLE memberships (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  -- None while a customer's first, premium, deposit is on its way.
  tier TEXT CHECK (tier IN ('free', 'premium')),
  premium_until INTEGER,
  pending_deposit_id TEXT REFERENCES deposits (id),
  joined_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE giveaways (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('daily', 'major', 'monthly', 'preview', 'special')),
  number INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  prize TEXT NOT NULL,
  prize_cents INTEGER NOT NULL,
  winners INTEGER NOT NULL,
  -- Entries from members outside the demo, drawn from alongside the demo's own.
  public_entries INTEGER NOT NULL,
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'DRAW_OPEN' CHECK (state IN ('DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_PAID')),
  drawn_at INTEGER,
  UNIQUE (type, number)
);
CREATE INDEX giveaways_due ON giveaways (state, closes_at);
CREATE TABLE giveaway_entries (
  giveaway_id INTEGER NOT NULL REFERENCES giveaways (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('unlocked', 'guaranteed')),
  entries INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (giveaway_id, customer_id)
);
CREATE TABLE giveaway_winners (
  giveaway_id INTEGER NOT NULL REFERENCES giveaways (id),
  rank INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  winner TEXT NOT NULL,
  prize TEXT NOT NULL,
  prize_cents INTEGER NOT NULL,
  PRIMARY KEY (giveaway_id, rank)
);
CREATE INDEX giveaway_winners_customer ON giveaway_winners (customer_id);
CREATE TABLE benefit_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
