-- Lotto party groups (spec 3 §3): a name unique whatever its case, an organiser, and members; the
-- invite link's token lets a customer find the group to join its sessions.
CREATE TABLE party_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  publicity TEXT NOT NULL DEFAULT 'private' CHECK (publicity IN ('private', 'promoted', 'public')),
  organiser_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  invite_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE party_members (
  group_id INTEGER NOT NULL REFERENCES party_groups (id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  PRIMARY KEY (group_id, customer_id)
);
CREATE INDEX party_members_customer ON party_members (customer_id);
