-- Product search at a real catalogue's size (decision 018). With 14,000 products a search read
-- every row (the search index's pending list was never merged), folded and split every matching
-- name per request (for the sort and the phrase bonus) and counted every match in a window; a
-- browse sorted the whole catalogue. Both folded forms are now stored once, when the row is
-- written, and indexed for the sorts.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- The product's own name (its brand left off, as the search document's A weight has it), folded,
-- its words separated by single spaces and the whole padded with one: ' whole milk '.
-- A phrase bonus is then `search_name like '% whole milk %'`.
create function catalogue_own_name_words(name text, brand text) returns text
language sql immutable parallel safe
as $$
  select ' ' || regexp_replace(catalogue_fold(
    case when lower(left(name, length(brand) + 1)) = lower(brand) || ' '
      then substr(name, length(brand) + 2) else name end
  ), '[^a-z0-9]+', ' ', 'g') || ' '
$$;

-- The folded whole name in byte order: the name sort (and relevance's tie-break), as before.
alter table products add column sort_name text collate "C" not null default '';
alter table products add column search_name text not null default '';

update products set sort_name = catalogue_fold(name), search_name = catalogue_own_name_words(name, brand);

create index products_by_sort_name on products (sort_name, id);
-- The price sorts: what one item is expected to cost (ESTIMATED_PENCE_SQL), then the id.
create index products_by_estimated_price on products (round(price_pence * average_quantity), id);

-- The trigger of 002 fires on a change of name or brand; it now fills the two columns too.
create or replace function products_search_document() returns trigger
language plpgsql
as $$
declare
  category_path text;
  own_name text;
begin
  -- The names of the product's category and its ancestors, roots excluded.
  with recursive up (id, parent_id, name) as (
    select id, parent_id, name from categories where id = new.category_id
    union all
    select c.id, c.parent_id, c.name from categories c join up on c.id = up.parent_id
  )
  select string_agg(name, ' ') into category_path from up where parent_id is not null;

  -- 'Hollow Oak Dairy Whole Milk' by 'Hollow Oak Dairy': the name's own words are 'Whole Milk'.
  own_name := case
    when lower(left(new.name, length(new.brand) + 1)) = lower(new.brand) || ' '
      then substr(new.name, length(new.brand) + 2)
    else new.name
  end;

  new.search_document :=
    setweight(to_tsvector('english', catalogue_fold(own_name)), 'A')
    || setweight(to_tsvector('english', catalogue_fold(new.brand)), 'B')
    || setweight(to_tsvector('english', catalogue_fold(coalesce(category_path, '') || ' '
         || array_to_string(new.search_tags, ' '))), 'C')
    || setweight(to_tsvector('english', catalogue_fold(new.size)), 'D');
  new.sort_name := catalogue_fold(new.name);
  new.search_name := catalogue_own_name_words(new.name, new.brand);
  return new;
end
$$;

-- GIN's fast update queues new entries in a pending list that every search reads through until
-- a vacuum merges it. PGlite never vacuums, and PostgreSQL's autovacuum may come late after a bulk
-- load: a freshly seeded catalogue was searched by reading every row. Merge what is pending now;
-- whatever adds products in bulk merges after it (settleSearchIndexes), which costs far less
-- than turning fast update off (then every row's words go into the tree one by one).
select gin_clean_pending_list('products_search'::regclass), gin_clean_pending_list('products_tags'::regclass);

analyze products;
