-- The catalogue's version (issue 64, point 1): every change to a table the catalogue is read from
-- (lotteries, draws, product and game offers, syndicates, party sessions, brandings) moves it on.
-- An API instance keeps the catalogue it read, as ready objects, while the version stands
-- (../catalogue.ts), instead of reading and parsing them all on every request; a change made by
-- any instance, or by the draw engine, is seen by all at their next read.
CREATE TABLE catalogue_version (
  id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, n) VALUES (1, 0);
CREATE TRIGGER lotteries_insert_moves_catalogue AFTER INSERT ON lotteries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER lotteries_update_moves_catalogue AFTER UPDATE ON lotteries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER lotteries_delete_moves_catalogue AFTER DELETE ON lotteries
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER draws_insert_moves_catalogue AFTER INSERT ON draws
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER draws_update_moves_catalogue AFTER UPDATE ON draws
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER draws_delete_moves_catalogue AFTER DELETE ON draws
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER product_offers_insert_moves_catalogue AFTER INSERT ON product_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER product_offers_update_moves_catalogue AFTER UPDATE ON product_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER product_offers_delete_moves_catalogue AFTER DELETE ON product_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER game_offers_insert_moves_catalogue AFTER INSERT ON game_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER game_offers_update_moves_catalogue AFTER UPDATE ON game_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER game_offers_delete_moves_catalogue AFTER DELETE ON game_offers
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER syndicates_insert_moves_catalogue AFTER INSERT ON syndicates
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER syndicates_update_moves_catalogue AFTER UPDATE ON syndicates
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER syndicates_delete_moves_catalogue AFTER DELETE ON syndicates
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER party_sessions_insert_moves_catalogue AFTER INSERT ON party_sessions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER party_sessions_update_moves_catalogue AFTER UPDATE ON party_sessions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER party_sessions_delete_moves_catalogue AFTER DELETE ON party_sessions
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER brandings_insert_moves_catalogue AFTER INSERT ON brandings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER brandings_update_moves_catalogue AFTER UPDATE ON brandings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
CREATE TRIGGER brandings_delete_moves_catalogue AFTER DELETE ON brandings
BEGIN UPDATE catalogue_version SET n = n + 1; END;
