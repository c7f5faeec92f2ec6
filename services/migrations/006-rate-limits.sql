-- Rate-limit counters shared by every services process on this database
-- (src/http/rate-limits/database-rate-limit-store.ts). Each update is one
-- `insert ... on conflict do update` statement, so the row lock makes it atomic.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.
create table rate_limit_counters (
  -- What is counted and for whom, e.g. 'sign-in-failures:email:ann@example.com';
  -- fixed-window keys end in '@<window number>'.
  key text primary key,
  -- Sliding windows: the counted times (epoch ms), oldest first, at most the rule's limit.
  hits bigint[] not null default '{}',
  -- Fixed windows: requests counted in the window the key names.
  count integer not null default 0,
  -- Whether the latest sliding-window take was counted (within the limit).
  last_counted boolean not null default true,
  -- Epoch ms after which the row counts nothing and may be swept.
  expires_at bigint not null
);

create index rate_limit_counters_expiry on rate_limit_counters (expires_at);
