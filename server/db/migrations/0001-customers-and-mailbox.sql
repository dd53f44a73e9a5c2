-- customers and mailbox
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  customer_token TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  state TEXT NOT NULL,
  segment_name TEXT NOT NULL DEFAULT 'customer',
  pricing_id TEXT NOT NULL DEFAULT 'standard',
  branding_region TEXT NOT NULL DEFAULT 'AU',
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  currency TEXT NOT NULL DEFAULT 'AUD',
  is_verified INTEGER NOT NULL DEFAULT 0,
  two_factor_method TEXT CHECK (two_factor_method IN ('authenticator', 'email')),
  totp_secret TEXT,
  migration_status TEXT NOT NULL DEFAULT 'ineligible',
  force_password_change INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE mailbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX mailbox_to ON mailbox (to_address, id);
