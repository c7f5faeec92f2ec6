-- The catalogue: categories (the menu taxonomy) and products.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

create table categories (
  -- Numeric strings; the roots are 10051 (Groceries) and 10052 (Entertaining).
  id text primary key check (id ~ '^[0-9]{1,12}$'),
  parent_id text references categories (id),
  name text not null,
  short_name text not null,
  -- The category's path segment, e.g. 'Milk_Butter_and_Eggs'; browse urls use it lower-cased.
  url_name text not null,
  -- Order among siblings.
  position integer not null,
  hidden_in_nav boolean not null default false,
  offer boolean not null default false,
  -- For an offer category: the category whose promoted products it lists.
  offers_for_id text references categories (id),
  icon_name text,
  additional_classes text,
  -- Experience fragment keys.
  banner text,
  mega_menu_banner text,
  check (offers_for_id is null or offer)
);
-- "Empty of products" is not stored: the taxonomy computes it from products on every read.

create index categories_children on categories (parent_id, position);

-- Lower case, accents folded, for accent-insensitive search. Covers the Latin letters
-- product names use; the services fold search terms the same way.
create function catalogue_fold(value text) returns text
language sql immutable parallel safe
as $$
  select lower(translate(
    replace(replace(replace(replace(replace(value, 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'ÀÁÂÃÄÅĀàáâãäåāÇçČčÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝýÿŠšŽž',
    'aaaaaaaaaaaaaacccceeeeeeeeeeiiiiiiiiiinnoooooooooooooouuuuuuuuuuyyysszz'
  ))
$$;

create table products (
  -- '<line number>-<6 digits>-<6 digits>'
  id text primary key check (id ~ '^[0-9]{6}-[0-9]{6}-[0-9]{6}$'),
  line_number text not null unique check (id like line_number || '-%'),
  name text not null,
  brand text not null,
  category_id text not null references categories (id),
  -- As shown: '2 pints', '500g', 'per kg', 'each'.
  size text not null,
  -- C62 each; KGM, GRM, LBR weighed.
  uom text not null check (uom in ('C62', 'KGM', 'GRM', 'LBR')),
  -- Per item for C62; per kilogram, gram or pound for weighed items.
  price_pence integer not null check (price_pence > 0),
  -- Estimated weight of one item in uom (weighed items); 1 for C62.
  -- Estimated item price = round(price_pence * average_quantity).
  average_quantity double precision not null default 1 check (average_quantity > 0),
  unit_price_text text not null,
  promotion text,
  available boolean not null default true,
  service_type text not null check (service_type in ('GROCERY', 'ENTERTAINING_PLACED_AT_HOME')),
  -- Lead time in days (entertaining); 0 for groceries.
  notice_days integer not null default 0 check (notice_days between 0 and 28),
  -- Lower-case product tags: 'vegetarian', 'vegan', 'organic', 'gluten free'...
  search_tags text[] not null default '{}',
  -- Drawing of the generated image.
  image_colour text not null check (image_colour ~ '^#[0-9a-f]{6}$'),
  image_seed integer not null default 0,
  created_at timestamptz not null default now(),
  -- Maintained by the trigger below: own name (A), brand (B), category path and tags (C), size (D).
  search_document tsvector not null default ''::tsvector,
  check (uom <> 'C62' or average_quantity = 1)
);

create index products_search on products using gin (search_document);
create index products_category on products (category_id);
create index products_new on products (created_at desc, id);
create index products_tags on products using gin (search_tags);

create function products_search_document() returns trigger
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
  return new;
end
$$;

create trigger products_search_document
before insert or update of name, brand, category_id, search_tags, size on products
for each row execute function products_search_document();
