-- Sign in with Apple or Google (issue 37). social_logins: an identity provider's account (its
-- issuer's subject) linked to one customer, at most one per provider. social_requests: a sign-in
-- or link sent to a provider, by its state, with the nonce and PKCE verifier only the API knows;
-- used once. social_signups: a provider's account that matched no customer, held for the sign-up
-- form that opens one for it. A customer who signed up that way has no password: password_hash is
-- '' (no scrypt hash), which no password matches. sandbox_identity_codes: the sandbox identity
-- providers' authorization codes, each with the PKCE challenge and nonce it was issued for.
CREATE TABLE social_logins (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  provider TEXT NOT NULL CHECK (provider IN ('apple', 'google')),
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  linked_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject),
  UNIQUE (customer_id, provider)
);
CREATE TABLE social_requests (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('apple', 'google')),
  purpose TEXT NOT NULL CHECK (purpose IN ('sign_in', 'link')),
  customer_id INTEGER REFERENCES customers (id),
  nonce TEXT NOT NULL UNIQUE,
  code_verifier TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE social_signups (
  token TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('apple', 'google')),
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE sandbox_identity_codes (
  code TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
