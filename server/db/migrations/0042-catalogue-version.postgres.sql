-- PostgreSQL's copy of 0042-catalogue-version.sql (see ../postgres-sql.ts). Its triggers are
-- deferred to the commit: the version row is then locked only while a transaction commits, so a
-- draw's long transaction, or a raffle ticket's, never holds up another that changes the catalogue.
-- The catalogue's version (issue 64, point 1): every change to a table the catalogue is read from
-- (lotteries, draws, product and game offers, syndicates, party sessions, brandings) moves it on.
-- An API instance keeps the catalogue it read, as ready objects, while the version stands
-- (../catalogue.ts), instead of reading and parsing them all on every request; a change made by
-- any instance, or by the draw engine, is seen by all at their next read.
CREATE TABLE catalogue_version (
  id BIGINT NOT NULL PRIMARY KEY CHECK (id = 1),
  n BIGINT NOT NULL
);
INSERT INTO catalogue_version (id, n) VALUES (1, 0);
CREATE FUNCTION move_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET n = n + 1;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER lotteries_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON lotteries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER draws_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON draws
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER product_offers_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON product_offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER game_offers_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON game_offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER syndicates_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON syndicates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER party_sessions_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON party_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
CREATE CONSTRAINT TRIGGER brandings_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON brandings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION move_catalogue_version();
