-- What a paid draw tells each customer who played it (issue 41): one row per customer and draw,
-- written in the transaction that pays the draw, so that a stop between paying and telling tells
-- them after the restart, and a second run never tells them twice. emailed_at is when its email
-- went, or was passed over (no win, or the customer turned email off).
CREATE TABLE draw_notices (
  id INTEGER PRIMARY KEY,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  created_at INTEGER NOT NULL,
  emailed_at INTEGER,
  UNIQUE (draw_id, customer_id)
);
CREATE INDEX draw_notices_unemailed ON draw_notices (emailed_at, id);
