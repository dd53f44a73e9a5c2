-- Whether a ticket plays the customer's favourite numbers (spec 2 §3, the cart item's and the
-- order's `favourite`): kept with the item, and with the order it becomes.
ALTER TABLE cart_items ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0;
