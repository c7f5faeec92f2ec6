-- Spec section 3's search query parameter "custom tags": merchandising tags the business puts on
-- products for a range or a campaign ('christmas'), apart from search_tags, what a product is
-- ('organic'), which feed the search document. A search with custom tags finds only products
-- carrying every one (services/docs/catalogue.md). Runs unchanged on PGlite and PostgreSQL.
-- Never edit once applied: add a new file.

alter table products add column custom_tags text[] not null default '{}';

create index products_custom_tags on products using gin (custom_tags);
