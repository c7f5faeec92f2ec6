-- Fulfilment: branches, customers' addresses, delivery and collection slots,
-- slot reservations and delivery passes. See services/docs/fulfilment.md.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

create table branches (
  id text primary key,
  name text not null,
  address1 text not null,
  city text not null,
  postcode text not null,
  phone text,
  offers_delivery boolean not null default false,
  offers_grocery_collection boolean not null default false,
  offers_entertaining_collection boolean not null default false,
  -- Postcode areas (the leading letters: 'SW', 'M') a delivering branch serves.
  delivery_postcode_areas text[] not null default '{}'
);

-- Addresses customers add themselves get A-100001 upwards; demo ones use A-3xxx.
create sequence address_number start with 100001;

create table addresses (
  id text primary key,
  customer_id text not null references customers (id) on delete cascade,
  name text not null,
  line1 text not null,
  line2 text not null default '',
  town text not null,
  region text not null default '',
  -- Normalised: upper case, one space before the inward code ('SW1A 1AA').
  postal_code text not null,
  created_at timestamptz not null default now()
);

create index addresses_by_customer on addresses (customer_id, created_at);

create table slots (
  -- Readable and stable across seed runs: D|G|E-<branch>-<London yyyymmdd>-<hhmm>.
  id text primary key,
  branch_id text not null references branches (id),
  slot_type text not null check (slot_type in ('DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION')),
  start_date_time timestamptz not null,
  end_date_time timestamptz not null,
  capacity integer not null check (capacity >= 0),
  -- Places taken: live reservations (UNCONFIRMED not yet expired, CONFIRMED) plus
  -- bookings made elsewhere (the seed's other shoppers). Reserving increments it
  -- only while it is below capacity; expiry and cancelling decrement it.
  reserved integer not null default 0 check (reserved >= 0),
  delivery_charge_pence integer not null default 0 check (delivery_charge_pence >= 0),
  check (reserved <= capacity),
  check (end_date_time > start_date_time),
  unique (branch_id, slot_type, start_date_time)
);

create index slots_by_type_branch_start on slots (slot_type, branch_id, start_date_time);

create sequence slot_reservation_number start with 100001;

create table slot_reservations (
  -- SR-100001 upwards; demo ones use SR-3xxx.
  id text primary key,
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  slot_id text not null references slots (id),
  -- UNCONFIRMED: held until expires_at. CONFIRMED: the slot of a placed order.
  -- EXPIRED: an UNCONFIRMED hold past expires_at (set lazily; see docs). CANCELLED: given up.
  status text not null check (status in ('UNCONFIRMED', 'CONFIRMED', 'EXPIRED', 'CANCELLED')),
  -- Copied from the slot so reading an order's slot needs no join for the basics.
  slot_type text not null,
  branch_id text not null references branches (id),
  -- The delivery address (required for DELIVERY); optional contact address for collection.
  address_id text references addresses (id),
  -- When an UNCONFIRMED hold lapses; null once CONFIRMED.
  expires_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (status <> 'UNCONFIRMED' or expires_at is not null)
);

-- An order holds at most one UNCONFIRMED and one CONFIRMED reservation at a time
-- (both while an amended order's slot is being changed).
create unique index slot_reservations_one_unconfirmed on slot_reservations (customer_order_id)
  where status = 'UNCONFIRMED';
create unique index slot_reservations_one_confirmed on slot_reservations (customer_order_id)
  where status = 'CONFIRMED';
create index slot_reservations_by_order on slot_reservations (customer_order_id, created_at desc);
create index slot_reservations_holding on slot_reservations (slot_id) where status = 'UNCONFIRMED';

create table delivery_passes (
  customer_id text primary key references customers (id) on delete cascade,
  -- ACTIVE: in use. AVAILABLE: bought, ready to start.
  status text not null check (status in ('ACTIVE', 'AVAILABLE')),
  -- After this the customer has no pass (null: rolling, no end date).
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
