-- sign-in: tokens, refresh families, pending two-factor logins
ALTER TABLE customers ADD COLUMN totp_last_step INTEGER;
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX access_tokens_family ON access_tokens (family_id);
CREATE TABLE pending_logins (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  method TEXT NOT NULL CHECK (method IN ('authenticator', 'email')),
  attempts INTEGER NOT NULL DEFAULT 0,
  locked INTEGER NOT NULL DEFAULT 0,
  code_hash TEXT,
  code_expires_at INTEGER,
  expires_at INTEGER NOT NULL
);
