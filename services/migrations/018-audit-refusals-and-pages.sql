-- A refused sign-on is filed under the account that asked, and keeps the id it named apart;
-- the admin page reads the audit a page at a time, one kind of action at a time if asked.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- The customer a refused sign-on named (null for every other row, and for refusals filed before).
alter table support_audit add column named_customer_id text
  check (char_length(named_customer_id) between 1 and 64);

-- One customer's rows of one kind, newest first, from any page's position.
create index support_audit_by_customer_action on support_audit (customer_id, action, occurred_at desc, id desc);
