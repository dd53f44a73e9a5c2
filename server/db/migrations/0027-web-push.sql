-- Web Push (issue 41). settings: values the API generates once and keeps (the sandbox's VAPID
-- keys). push_subscriptions: one per customer and device (its endpoint), with the kinds of notice
-- the customer opted into, all off until chosen, and the session (refresh token family) it was
-- saved in, whose sign-out removes it. push_deliveries: each notice (a draw's, or a closing
-- reminder's) sent to each device, claimed before it is sent, so that a restart never sends one
-- twice. draw_notices.pushed_at: when every device had its push; viewed_at: when the customer saw
-- the results (the app badge counts the rest). closing_notices: an hour before a
-- draw's sales close, one per customer whose autoplay or subscription plays it.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  session_family TEXT NOT NULL,
  results INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  closing INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_customer ON push_subscriptions (customer_id);
CREATE TABLE push_deliveries (
  notice_kind TEXT NOT NULL CHECK (notice_kind IN ('draw', 'closing')),
  -- Not references: the notice is a draw_notices or closing_notices row by its kind, and a
  -- subscription the push service ended is deleted while its deliveries are kept.
  notice_id INTEGER NOT NULL,
  subscription_id INTEGER NOT NULL,
  sent_at INTEGER,
  PRIMARY KEY (notice_kind, notice_id, subscription_id)
);
ALTER TABLE draw_notices ADD COLUMN pushed_at INTEGER;
CREATE INDEX draw_notices_unpushed ON draw_notices (pushed_at, id);
-- When the customer saw the draw's results (the app badge counts those not seen yet).
ALTER TABLE draw_notices ADD COLUMN viewed_at INTEGER;
CREATE INDEX draw_notices_unviewed ON draw_notices (customer_id, viewed_at);
CREATE TABLE closing_notices (
  id INTEGER PRIMARY KEY,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  autoplay_id INTEGER NOT NULL REFERENCES autoplays (id),
  -- Whether the autoplay's ticket for the draw was bought when the reminder was made.
  bought INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  pushed_at INTEGER,
  UNIQUE (draw_id, customer_id)
);
CREATE INDEX closing_notices_unpushed ON closing_notices (pushed_at, id);
-- The sandbox's push service: the subscriptions it issued, with the receiving keys a browser would
-- hold (so that it can decrypt what it is sent and show it), and every message it accepted.
CREATE TABLE sandbox_push_subscriptions (
  id TEXT PRIMARY KEY,
  application_server_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  public_key TEXT NOT NULL,
  auth TEXT NOT NULL,
  expired INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE sandbox_push_messages (
  id INTEGER PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES sandbox_push_subscriptions (id),
  payload TEXT NOT NULL,
  ttl INTEGER NOT NULL,
  urgency TEXT,
  received_at INTEGER NOT NULL
);
