-- Saving a card is the customer's choice at the moment of paying (issue 38, point 5): a card added
-- without "Save this card for next time" pays that deposit only. It is never listed, never the
-- default, and is forgotten (deleted_at) once its deposit settles or is cancelled. Every card saved
-- before this was saved on purpose by its customer's form, so existing funds stay saved.
ALTER TABLE customer_funds ADD COLUMN saved INTEGER NOT NULL DEFAULT 1 CHECK (saved IN (0, 1));
