-- communication preferences (spec 1 §3): channels a customer may be contacted on, and unsubscribes
CREATE TABLE contact_channels (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'phone', 'sms', 'directmail', 'push')),
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (customer_id, channel)
);
-- Each unsubscribe from an email's link, with its reasons; an offer's stops only that offer's emails.
CREATE TABLE unsubscribes (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_offer_key TEXT,
  reasons TEXT NOT NULL CHECK (json_valid(reasons)),
  created_at TEXT NOT NULL
);
