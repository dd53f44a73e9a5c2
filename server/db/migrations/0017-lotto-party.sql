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
-- A session: the group's entry in one draw, split into shares its members buy. Its shares are a
-- syndicate of its own (key party-{id}), so buying one is the same purchase transaction as any
-- syndicate share and the draw engine scores it the same way. Autoplay (autosession) carries the
-- session on to the lottery's next draw.
CREATE TABLE party_sessions (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES party_groups (id) ON DELETE CASCADE,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  syndicate_key TEXT NOT NULL UNIQUE REFERENCES syndicates (key),
  autosession_status TEXT NOT NULL DEFAULT 'off' CHECK (autosession_status IN ('on', 'paused', 'off')),
  invite_all_existing_members INTEGER NOT NULL DEFAULT 0 CHECK (invite_all_existing_members IN (0, 1)),
  created_by INTEGER NOT NULL REFERENCES customers (id),
  created_at TEXT NOT NULL,
  -- The session autoplay started for the lottery's next draw when this one's sales closed.
  next_session_id INTEGER REFERENCES party_sessions (id)
);
CREATE INDEX party_sessions_group ON party_sessions (group_id, draw_id);
