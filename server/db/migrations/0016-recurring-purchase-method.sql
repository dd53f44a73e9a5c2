-- How autoplay and subscriptions are paid when no one is at checkout (spec 1 §7); the wallet
-- unless the customer chose otherwise.
ALTER TABLE customers ADD COLUMN recurring_purchase_method TEXT NOT NULL DEFAULT 'wallet'
  CHECK (recurring_purchase_method IN ('wallet', 'wallet_then_card'));
