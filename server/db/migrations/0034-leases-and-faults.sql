-- What several API instances on one database must agree on.
-- A lease names the one instance doing a job (the draw engine, which also runs the recurring
-- purchases) until it expires: the holder renews it as it works, and another instance takes it
-- over once it has lapsed (the holder stopped or died). Milliseconds.
CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
-- The sandbox's injected faults (sandbox/faults.ts): an end-to-end test adds one through one
-- instance and the request it is for may land on another.
CREATE TABLE sandbox_faults (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  kind TEXT NOT NULL,
  status INTEGER NOT NULL,
  latency_ms INTEGER NOT NULL,
  uses_left INTEGER NOT NULL CHECK (uses_left > 0)
);
