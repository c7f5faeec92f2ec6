-- Trolley and orders: trolley lines, what placing and amending record, the
-- rules' configuration (minimum spends, promo codes), and an audit trail.
-- See services/docs/trolley-and-orders.md. Runs unchanged on PGlite and PostgreSQL.
-- Never edit once applied: add a new file.

alter table orders add column placed_at timestamptz;
-- Set while AMENDING: when the amend began (price and branch-change checks compare with it).
alter table orders add column amend_started_at timestamptz;
-- The branch has begun preparing items (entertaining dishes made ahead); the slot is then fixed.
alter table orders add column preparation_started_at timestamptz;
-- What the shopper's card was authorised for at the last placement; instant checkout may not exceed it by much.
alter table orders add column authorised_amount_pence integer check (authorised_amount_pence >= 0);

create table trolley_items (
  trolley_item_id bigint generated always as identity primary key,
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  product_id text not null references products (id),
  -- Copied from the product: the header and the beacon speak in line numbers.
  line_number text not null,
  -- A count (C62) or a weight in the product's unit.
  quantity_amount numeric(9, 3) not null check (quantity_amount > 0),
  quantity_uom text not null check (quantity_uom in ('C62', 'KGM', 'GRM', 'LBR')),
  note_to_shopper text check (char_length(note_to_shopper) <= 100),
  personalised_message text check (char_length(personalised_message) <= 100),
  -- Held for the shopper by the order's last placement; 0 for lines never placed.
  reserved_quantity numeric(9, 3) not null default 0 check (reserved_quantity >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- One line per product: adding it again adds to the line.
  unique (customer_order_id, product_id)
);

-- Taken when amending starts, so cancelAmendOrder can put the order back as it was placed.
create table amend_snapshots (
  customer_order_id text primary key references orders (customer_order_id) on delete cascade,
  taken_at timestamptz not null,
  -- [{ productId, lineNumber, quantityAmount, quantityUom, noteToShopper, personalisedMessage,
  --    reservedQuantity, pricePence }]: the lines and their prices when amending began.
  lines jsonb not null,
  -- The placed order's CONFIRMED reservation, kept while a new slot is being booked.
  confirmed_reservation_id text references slot_reservations (id) on delete set null,
  authorised_amount_pence integer
);

-- Server configuration: the least the items must come to, per fulfilment type (spec section 9).
create table minimum_spend_thresholds (
  fulfilment_type text primary key check (fulfilment_type in ('DELIVERY', 'COLLECTION')),
  amount_pence integer not null check (amount_pence >= 0)
);
insert into minimum_spend_thresholds (fulfilment_type, amount_pence) values ('DELIVERY', 4000), ('COLLECTION', 2500);

-- Percentage-off promo codes; checkout applies them to orders.
create table promo_codes (
  code text primary key check (code ~ '^[A-Z0-9]{3,20}$'),
  description text not null,
  percent_off integer not null check (percent_off between 1 and 100),
  minimum_spend_pence integer not null default 0 check (minimum_spend_pence >= 0),
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  check (valid_until > valid_from)
);

create table order_promo_codes (
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  code text not null references promo_codes (code),
  applied_at timestamptz not null,
  primary key (customer_order_id, code)
);

-- Gift cards and vouchers put towards an order at checkout (instant checkout refuses both).
create table order_tenders (
  id bigint generated always as identity primary key,
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  kind text not null check (kind in ('GIFT_CARD', 'VOUCHER')),
  -- The last digits of a gift card, or a voucher's code.
  reference text not null,
  amount_pence integer not null check (amount_pence > 0),
  applied_at timestamptz not null
);
create index order_tenders_by_order on order_tenders (customer_order_id);

-- Accounts customer services have put on hold: their orders cannot be placed.
create table account_holds (
  customer_id text primary key references customers (id) on delete cascade,
  reason text not null,
  created_at timestamptz not null
);

-- Slots a branch has withdrawn (a van off the road); reservations on them cannot be confirmed.
create table slot_withdrawals (
  slot_id text primary key references slots (id) on delete cascade,
  reason text not null,
  withdrawn_at timestamptz not null
);

-- Completion notices the header sends after an instant checkout (spec section 7).
create table instant_checkout_beacons (
  id bigint generated always as identity primary key,
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  customer_id text not null,
  branch_id text not null,
  slot_type text not null,
  delivery_charge_pence integer not null,
  -- [{ lineNumber, totalPrice, quantity, quantityDelta }] as sent.
  items jsonb not null,
  received_at timestamptz not null
);
create index instant_checkout_beacons_by_order on instant_checkout_beacons (customer_order_id);

-- Everything that happened to an order, who did it, and the state it moved between.
create table order_events (
  id bigint generated always as identity primary key,
  customer_order_id text not null references orders (customer_order_id) on delete cascade,
  -- PLACED, AMEND_STARTED, AMEND_CANCELLED, ITEM_ADDED, ITEM_UPDATED, ITEM_REMOVED, NOTE_SET,
  -- PICKED, DISPATCHED, COMPLETED, PREPARATION_STARTED, LINE_SUBSTITUTED, LINE_REMOVED_BY_BRANCH
  event text not null,
  -- The customer, the support user acting for them, or 'branch'.
  actor_id text not null,
  from_state text,
  to_state text,
  detail jsonb,
  created_at timestamptz not null
);
create index order_events_by_order on order_events (customer_order_id, id);
