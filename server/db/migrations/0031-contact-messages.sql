-- contact-form messages (issue 36): kept as they were sent, for support to answer; the customer's
-- own when they were signed in
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
