-- What the header draws of each order's trolley, kept beside its lines so GET /v1/header-state reads
-- one row instead of every line (issue 31; services/docs/header-state.md). Only what the lines
-- decide is kept; what depends on the time or the slot (promo-code savings, the delivery charge,
-- which minimum spend applies) is worked out when read. Runs unchanged on PGlite and PostgreSQL.
-- Never edit once applied: add a new file.

create table trolley_summaries (
  customer_order_id text primary key references orders (customer_order_id) on delete cascade,
  -- countTrolleyItems of the lines (decision 008): counted items add their count, weighed ones 1.
  item_count integer not null check (item_count >= 0),
  -- The lines' estimated cost at the products' prices of `catalogue_version`.
  item_total_pence bigint not null check (item_total_pence >= 0),
  -- Lines whose product was unavailable at `catalogue_version`.
  hard_conflicts integer not null check (hard_conflicts >= 0),
  contains_entertaining_lines boolean not null,
  -- catalogue_version.version (migration 010) read before the lines: prices and availability come
  -- from products, and any change to them moves the version, so a summary of another version is
  -- stale and is worked out again from the lines.
  catalogue_version bigint not null,
  updated_at timestamptz not null
);

-- Every change to an order's lines writes its summary in the same transaction, under the order's
-- row lock. As a safety net for a statement that changes lines and does not (a branch system, a
-- data fix, a test helper), any statement on trolley_items drops the summaries of the orders it
-- touched: a missing summary is stale, never wrong. So a writer writes the summary after its last
-- statement on the lines.
create function trolley_summaries_forget() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from trolley_summaries;
  elsif tg_op = 'INSERT' then
    delete from trolley_summaries where customer_order_id in (select customer_order_id from new_lines);
  elsif tg_op = 'DELETE' then
    delete from trolley_summaries where customer_order_id in (select customer_order_id from old_lines);
  else
    delete from trolley_summaries where customer_order_id in (
      select customer_order_id from old_lines union select customer_order_id from new_lines
    );
  end if;
  return null;
end
$$;

create trigger trolley_items_inserted_forget_summary
  after insert on trolley_items referencing new table as new_lines
  for each statement execute function trolley_summaries_forget();
create trigger trolley_items_updated_forget_summary
  after update on trolley_items referencing old table as old_lines new table as new_lines
  for each statement execute function trolley_summaries_forget();
create trigger trolley_items_deleted_forget_summary
  after delete on trolley_items referencing old table as old_lines
  for each statement execute function trolley_summaries_forget();
create trigger trolley_items_truncated_forget_summary
  after truncate on trolley_items
  for each statement execute function trolley_summaries_forget();
