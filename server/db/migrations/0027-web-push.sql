-- Web Push (issue 41). settings: values the API generates once and keeps (the sandbox's VAPID
-- keys). push_subscriptions: one per customer and device (its endpoint), with the kinds of notice
-- the customer opted into, all off until chosen, and the session (refresh token family) it was
-- saved in, whose sign-out removes it. push_deliveries: each notice sent to each device,
-- claimed before it is sent, so that a restart never sends one twice. draw_notices.pushed_at: when
-- every device had its push.
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
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_customer ON push_subscriptions (customer_id);
CREATE TABLE push_deliveries (
  notice_id INTEGER NOT NULL REFERENCES draw_notices (id),
  -- Not a reference: a subscription the push service ended is deleted, its deliveries kept.
  subscription_id INTEGER NOT NULL,
  sent_at INTEGER,
  PRIMARY KEY (notice_id, subscription_id)
);
ALTER TABLE draw_notices ADD COLUMN pushed_at INTEGER;
CREATE INDEX draw_notices_unpushed ON draw_notices (pushed_at, id);
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
