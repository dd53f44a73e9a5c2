-- Self-exclusion (issue 62, point 2): each one a customer chooses, kept (never deleted or
-- shortened). One runs from started_at to ends_at, or for good when ends_at is null; while one
-- runs the customer is self-excluded, as during a break.
CREATE TABLE self_exclusions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  period TEXT NOT NULL CHECK (period IN ('6m', '1y', '2y', '5y', 'permanent')),
  started_at INTEGER NOT NULL,
  ends_at INTEGER
);
CREATE INDEX self_exclusions_customer ON self_exclusions (customer_id, ends_at);
