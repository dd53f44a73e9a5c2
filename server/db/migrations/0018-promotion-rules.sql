-- Redemption rules a real retailer gives its codes: how often one customer may use a code (NULL:
-- as often as they like). The demo codes already seeded get their rules here; a new database gets
-- them from the seed, which runs after the migrations.
ALTER TABLE promotions ADD COLUMN uses_per_customer INTEGER;

UPDATE promotions SET uses_per_customer = 1 WHERE code = 'WELCOME5';
UPDATE promotions SET min_spend_cents = 1000 WHERE code = 'POWERBALL3';

-- Counting a customer's uses of a code reads their checkouts by code.
CREATE INDEX checkouts_customer_promotion ON checkouts (customer_id, promotion_code);
