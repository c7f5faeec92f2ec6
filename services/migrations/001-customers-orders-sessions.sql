-- Customers (shoppers and support staff), their orders, and sign-in sessions.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

create table customers (
  id text primary key,
  -- Stored lower-cased and trimmed; sign-in normalises the same way.
  email text not null unique,
  name text not null,
  -- scrypt$N$r$p$salt$hash (see src/features/auth/password.ts)
  password_hash text not null,
  role text not null check (role in ('customer', 'support')),
  -- The branch a shopper's trolley is priced and stocked from; null for support staff.
  default_branch_id text,
  created_at timestamptz not null default now()
);

-- Order numbers handed out to new orders; seeded demo orders use ids below this range.
create sequence customer_order_number start with 10000001;

create table orders (
  customer_order_id text primary key,
  customer_id text not null references customers (id) on delete cascade,
  state text not null check (
    state in (
      'AMENDING',
      'CANCELLED',
      'COMPLETED',
      'FULFIL',
      'PAID',
      'PAYMENT_FAILED',
      'PENDING',
      'PICKED',
      'PLACED',
      'REFUND_PENDING'
    )
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index orders_customer_newest on orders (customer_id, created_at desc);

create table sessions (
  -- sha256 (hex) of the bearer token; the token itself is never stored.
  token_hash text primary key,
  -- The customer the session shops for.
  customer_id text not null references customers (id) on delete cascade,
  -- The support user acting for that customer, or null when shoppers sign in themselves.
  actor_id text references customers (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index sessions_expires_at on sessions (expires_at);
