-- account migration (spec 3 §4): the running move and a demo account the old system refuses
-- Status checks answered since the customer's migration started; NULL while none is running.
ALTER TABLE customers ADD COLUMN migration_checks INTEGER;
-- A demo account whose migration never succeeds (the old system refuses it).
ALTER TABLE customers ADD COLUMN migration_fails INTEGER NOT NULL DEFAULT 0;
