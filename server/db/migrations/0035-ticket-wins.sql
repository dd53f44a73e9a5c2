-- A draw's winning games, written as its tickets are scored a batch at a time (domain/draw-engine.ts),
-- so that a draw of a million games is never held in memory or in one transaction, and a restart
-- takes the scoring up at the first ticket not yet scored. The divisions' winners are counted from
-- it (a syndicate's game once however many share orders hold a copy: one `game_key`) and each
-- winning ticket's prize summed from it.
CREATE TABLE ticket_wins (
  ticket_id INTEGER NOT NULL REFERENCES tickets (id),
  game INTEGER NOT NULL,
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  division INTEGER NOT NULL,
  game_key TEXT NOT NULL,
  PRIMARY KEY (ticket_id, game)
);
CREATE INDEX ticket_wins_by_draw ON ticket_wins (draw_id, division);
-- The scoring reads a draw's tickets not yet scored in id order, a batch at a time.
CREATE INDEX tickets_unscored ON tickets (draw_id, id) WHERE result IS NULL;
-- The prizes a draw has still to pay: its winners, found without reading every ticket it sold.
CREATE INDEX tickets_unpaid ON tickets (draw_id, id) WHERE prize_cents > 0 AND paid_at IS NULL;
-- A ticket's order is found by the unique key (order_id, draw_id, game_no), which leads with it:
-- this index only slowed every write of a ticket, and a draw writes each of its tickets' results.
DROP INDEX tickets_by_order;
