/**
 * Schema migrations, applied in order once each and recorded in `schema_migrations`. Append new
 * entries; never edit one that has shipped, since databases in the field already ran it.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'customers and mailbox',
    sql: `
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
    `,
  },
  {
    id: 2,
    name: 'content service',
    sql: `
      CREATE TABLE cms_items (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft', 'archived')),
        date_published TEXT,
        sort INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL CHECK (json_valid(data)),
        PRIMARY KEY (collection, id)
      );
      CREATE TABLE cms_files (
        id TEXT PRIMARY KEY,
        filename TEXT NOT NULL,
        type TEXT NOT NULL,
        data BLOB NOT NULL
      );
      CREATE TABLE cms_translations (
        locale TEXT NOT NULL,
        collection TEXT NOT NULL,
        item_id TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (locale, collection, item_id, key)
      );
    `,
  },
  {
    id: 3,
    name: 'sign-in: tokens, refresh families, pending two-factor logins',
    sql: `
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
    `,
  },
  {
    id: 4,
    name: 'accounts: details, confirmations, closure, email links, remembered devices, 2FA setup',
    sql: `
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
    `,
  },
];
