-- Taking a break (issue 38, point 13): each break a customer takes, kept (never deleted or
-- shortened) so that support can see them. A break runs from started_at to ends_at; while one runs
-- the customer is self-excluded: no buying, no deposits, autoplay skipped.
CREATE TABLE account_breaks (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  period TEXT NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m')),
  started_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX account_breaks_customer ON account_breaks (customer_id, ends_at);
