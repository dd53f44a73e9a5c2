-- Failed attempts the throttles count (sign-in per account and per address, sign-up and the
-- contact form per address, password confirmations per customer): in the database, not in one
-- process's memory, so that every API instance behind one address counts the same attempts and a
-- guesser gains nothing by landing on another. Rows older than the window are deleted as new ones
-- are written.
CREATE TABLE attempt_failures (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX attempt_failures_key ON attempt_failures (scope, key, at);
CREATE INDEX attempt_failures_age ON attempt_failures (scope, at);
