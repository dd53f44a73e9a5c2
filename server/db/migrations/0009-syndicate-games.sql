-- A syndicate plays the same games in a draw for every share: they are quick-picked once, when
-- its first share for that draw is sold, and each share order's tickets copy them. The draw
-- engine counts each of the syndicate's games once and pays each share its part of the prize.
CREATE TABLE syndicate_games (
  syndicate_key TEXT NOT NULL REFERENCES syndicates (key),
  draw_id INTEGER NOT NULL REFERENCES draws (id),
  game_no INTEGER NOT NULL,
  numbers TEXT NOT NULL CHECK (json_valid(numbers)),
  PRIMARY KEY (syndicate_key, draw_id, game_no)
);
