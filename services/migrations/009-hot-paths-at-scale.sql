-- Every header's calls at a grocer's scale (decision 019): with 50,000 customers and 200,000
-- orders the shopping context found a customer's open order by reading all of their orders
-- through orders_customer_newest, filtering the closed ones and sorting what was left. This
-- index holds only the open orders, in the order asked for, so the newest is its first entry.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.
create index orders_open_by_customer on orders (customer_id, created_at desc, customer_order_id desc)
  where state in ('PENDING', 'AMENDING');
