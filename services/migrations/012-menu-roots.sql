-- Spec section 3's menu roots beside the catalogue's (decision 024): signed-in account (10053),
-- signed-out account (10054) and site links (10055), each with its links in menu order.
-- Links, not categories: no products, no browse pages, no search. Runs unchanged on PGlite and
-- PostgreSQL. Never edit once applied: add a new file. The rows match BUILT_IN_MENU_LINKS in
-- shared-contracts/src/menu-roots.ts (menu-links.test.ts holds them to it).

create table menu_links (
  id text primary key,
  -- Null for a root.
  parent_id text references menu_links (id),
  name text not null,
  -- A site path or an https address. Sign in, Register and Sign out are completed by the header.
  url text not null,
  position int not null,
  icon_name text,
  hidden_in_nav boolean not null default false
);

create index menu_links_parent on menu_links (parent_id, position);

insert into menu_links (id, parent_id, name, url, position) values
  ('10053', null, 'Your account', '/ecom/myaccount', 3),
  ('10054', null, 'Sign in or register', '/ecom/login', 4),
  ('10055', null, 'Help', '/ecom/help-information/customer-service', 5),
  ('100531', '10053', 'My account', '/ecom/myaccount', 1),
  ('100532', '10053', 'My orders', '/ecom/myaccount/my-orders', 2),
  ('100533', '10053', 'Favourites', '/ecom/favourites', 3),
  ('100534', '10053', 'Sign out', '/ecom/log-out', 4),
  ('100541', '10054', 'Sign in', '/ecom/login', 1),
  ('100542', '10054', 'Register', '/ecom/login', 2),
  ('100551', '10055', 'Find a store', 'https://www.fernleaf.example/find-a-store', 1),
  ('100552', '10055', 'Customer service', '/ecom/help-information/customer-service', 2);
