-- A receipt's payment lines (issue 38, point 2): the card or PayPal deposit that topped the wallet up
-- for a checkout is recorded on the deposit when the checkout it paid for is written, so the receipt
-- names it ("Visa ending 1111, $20.00, into your wallet") beside what the wallet paid.
ALTER TABLE deposits ADD COLUMN checkout_id TEXT REFERENCES checkouts (id);
CREATE INDEX deposits_checkout ON deposits (checkout_id) WHERE checkout_id IS NOT NULL;
