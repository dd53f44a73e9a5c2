-- Lookups every purchase makes (issue 64, point 1), each of which read the whole table and so
-- slowed with every purchase ever made: a customer's open cart (the partial unique indexes name
-- the status 'open' as a literal, which a query's bound status cannot use), and a checkout's
-- orders and scheduled purchases, through which its receipt finds its tickets. And the draws on
-- sale, which the catalogue an instance keeps (../catalogue.ts) reads for every lottery at once.
CREATE INDEX carts_by_customer ON carts (customer_id, status);
CREATE INDEX orders_by_checkout ON orders (checkout_id);
CREATE INDEX scheduled_purchases_by_checkout ON scheduled_purchases (checkout_id);
CREATE INDEX draws_by_stop_at ON draws (stop_at);
