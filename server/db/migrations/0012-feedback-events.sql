-- feedback events (spec 1 §3): what customers and visitors say of the site
CREATE TABLE feedback_events (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  rating TEXT NOT NULL CHECK (rating IN ('not_satisfied', 'neutral', 'satisfied')),
  comment TEXT NOT NULL,
  email TEXT NOT NULL,
  source TEXT NOT NULL,
  variant TEXT NOT NULL,
  client_information TEXT NOT NULL CHECK (json_valid(client_information)),
  created_at TEXT NOT NULL
);
