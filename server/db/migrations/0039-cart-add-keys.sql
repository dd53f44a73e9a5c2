-- One tap, one ticket (issue 62, point 7): an add carries the key the app made for the tap, kept
-- on the row it made, so a repeat of that add (a replayed tap, a retried request) finds the row
-- instead of making another. Scoped to the cart, so an anonymous cart's adds are covered too.
ALTER TABLE cart_items ADD COLUMN add_key TEXT;
CREATE UNIQUE INDEX cart_items_add_key ON cart_items (cart_reference, add_key);
