-- Signed tokens, registration, menu content and banner ads.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- Tokens are now signed (src/features/auth/token.ts) and `sessions.token_hash`
-- holds sha256 of the session id inside the token. Sessions made for the old
-- opaque tokens can never be presented again, so they go.
delete from sessions;

-- Registered shoppers get ids C-5000001, C-5000002, ...
create sequence registered_customer_number start with 5000001;

-- Content fragments by content path (PUT /content/{path}): component trees by location.
create table content_fragments (
  path text primary key,
  -- The seasonal menu button shows only when this is set (and there is a location).
  page_title text,
  locations jsonb not null,
  -- Served only inside this window (either end open when null); otherwise the path is 404.
  live_from timestamptz,
  live_until timestamptz,
  updated_at timestamptz not null default now()
);

-- Experience fragments by key (GET /content/experience-fragments/{key}), e.g. category banners.
create table experience_fragments (
  key text primary key,
  locations jsonb not null,
  -- What a shopper with a token session sees instead; null when everyone sees the same.
  signed_in_locations jsonb,
  updated_at timestamptz not null default now()
);

-- Menu banner ads (POST /adtech/banners), chosen by the categories they target.
create table banner_campaigns (
  id text primary key,
  category_ids text[] not null,
  -- Higher first when more campaigns match than a response holds.
  priority integer not null default 0,
  -- textArea, image, products, marketingBadge as in the BannerAd contract.
  ad jsonb not null,
  vendor text not null,
  starts_at timestamptz,
  ends_at timestamptz,
  -- Most impressions one visitor sees in 24 hours; null for no cap.
  frequency_cap integer check (frequency_cap > 0)
);

create index banner_campaigns_category_ids on banner_campaigns using gin (category_ids);

create table banner_events (
  id bigint generated always as identity primary key,
  campaign_id text not null references banner_campaigns (id) on delete cascade,
  kind text not null check (kind in ('impression', 'click')),
  visitor_id text,
  customer_id text references customers (id) on delete set null,
  occurred_at timestamptz not null
);

create index banner_events_by_visitor on banner_events (visitor_id, campaign_id, occurred_at);
