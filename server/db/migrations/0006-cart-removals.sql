-- An item the cart can no longer sell (its draw closed, its offer suspended) stays in the cart,
-- marked with why, outside the totals, until the customer closes the notice (spec 2 §4).
ALTER TABLE cart_items ADD COLUMN removed_reason TEXT;
