-- accounts: details, confirmations, closure, email links, remembered devices, 2FA setup
ALTER TABLE customers ADD COLUMN date_of_birth TEXT;
ALTER TABLE customers ADD COLUMN phone TEXT;
ALTER TABLE customers ADD COLUMN address TEXT;
ALTER TABLE customers ADD COLUMN address_line_2 TEXT;
ALTER TABLE customers ADD COLUMN suburb TEXT;
ALTER TABLE customers ADD COLUMN postcode TEXT;
ALTER TABLE customers ADD COLUMN country TEXT NOT NULL DEFAULT 'AU';
ALTER TABLE customers ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN favourite_numbers TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(favourite_numbers));
ALTER TABLE customers ADD COLUMN address_confirmation_required INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN email_confirmation_required INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN country_banned INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN country_banned_confirmation_required INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN terms_accepted_at TEXT;
ALTER TABLE customers ADD COLUMN attribution TEXT CHECK (attribution IS NULL OR json_valid(attribution));
ALTER TABLE customers ADD COLUMN signup_platform TEXT;
ALTER TABLE customers ADD COLUMN closed_at TEXT;
CREATE TABLE email_links (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('autologin', 'password_reset', 'transfer')),
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE remembered_devices (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE two_factor_setups (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN ('authenticator', 'email')),
  secret TEXT,
  code_hash TEXT,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
