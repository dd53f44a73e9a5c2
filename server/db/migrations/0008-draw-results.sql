-- What the draw engine leaves behind: each draw's prize divisions, each ticket's result and its
-- payment, raffle winners, and the wallet's ledger of what moved a balance.

-- A drawn lottery's divisions: the prize one winning game is paid, and how many games won it.
CREATE TABLE draw_divisions (
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  division INTEGER NOT NULL,
  prize_cents INTEGER NOT NULL CHECK (prize_cents >= 0),
  winners INTEGER NOT NULL CHECK (winners >= 0),
  PRIMARY KEY (draw_id, division)
);

-- A scored ticket: per game it plays, the numbers and extras matched and the division won
-- ([{"numbers","extra","division"}]), its best division, its prize (this ticket's part of it for a
-- share), and when the prize reached the wallet. NULL result: not scored yet.
ALTER TABLE tickets ADD COLUMN result TEXT CHECK (result IS NULL OR json_valid(result));
ALTER TABLE tickets ADD COLUMN division INTEGER;
ALTER TABLE tickets ADD COLUMN prize_cents INTEGER;
ALTER TABLE tickets ADD COLUMN paid_at INTEGER;
CREATE INDEX tickets_by_order ON tickets (order_id);

-- A drawn raffle's prizes in order, each with the ticket number drawn for it, the ticket when it is
-- one of ours, and the winner as published ("J. Citizen, NSW").
CREATE TABLE raffle_winners (
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  rank INTEGER NOT NULL,
  prize TEXT NOT NULL,
  prize_cents INTEGER NOT NULL CHECK (prize_cents >= 0),
  ticket_number INTEGER NOT NULL,
  ticket_id INTEGER REFERENCES tickets (id),
  winner TEXT NOT NULL,
  PRIMARY KEY (draw_id, rank)
);

-- Every change to a wallet balance, with the balance it left. Kinds: prize (a ticket's winnings,
-- reference the ticket id).
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  reference TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (kind, reference)
);
CREATE INDEX wallet_transactions_by_customer ON wallet_transactions (customer_id, created_at);
CREATE INDEX draws_by_status ON draws (status, stop_at);
