-- What anyone's browser may beacon is kept as counts under a bounded number of keys, not as a row
-- per beacon (decision 047). Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add
-- a new file.

-- The header's vitals: how many values fell on each kept value (two significant figures, rounded
-- up: features/vitals/kept-value.ts), and how many of each event, per UTC day, release, host and
-- page type. Kept 30 days.
create table header_vital_counts (
  day timestamptz not null,
  release text not null,
  host text not null,
  page_type text not null,
  -- A metric (LCP, INP, CLS, hydration) or an event (render_error, remote_load_failure, fallback).
  name text not null,
  from_header boolean not null,
  -- An event's is 0.
  value double precision not null,
  count integer not null,
  -- When the key was first counted: the summary shows releases in the order they came.
  first_at timestamptz not null,
  primary key (day, release, host, page_type, name, from_header, value)
);
create index header_vital_counts_by_release on header_vital_counts (release, day);

-- The rows of the last 30 days, counted as they would have been. 10^(floor(log v) - 1) is the
-- step of v's second significant figure; numeric keeps the arithmetic exact.
insert into header_vital_counts (day, release, host, page_type, name, from_header, value, count, first_at)
select date_trunc('day', received_at, 'UTC'), release, host, page_type, metric, coalesce(from_header, false),
  case
    when value is null or value < 0.001 then 0
    else (ceil(value::numeric / power(10::numeric, floor(log(value::numeric)) - 1))
      * power(10::numeric, floor(log(value::numeric)) - 1))::double precision
  end,
  count(*), min(received_at)
from header_vitals
where received_at >= now() - interval '30 days'
group by 1, 2, 3, 4, 5, 6, 7;
drop table header_vitals;

-- Banner impressions and clicks per visitor ('' for none) and UTC hour, kept as long as a
-- frequency cap looks back (features/banners/banner-events.ts).
create table banner_event_counts (
  campaign_id text not null references banner_campaigns (id) on delete cascade,
  visitor_id text not null,
  kind text not null check (kind in ('impression', 'click')),
  hour timestamptz not null,
  count integer not null,
  primary key (campaign_id, visitor_id, kind, hour)
);
create index banner_event_counts_by_hour on banner_event_counts (hour);

insert into banner_event_counts (campaign_id, visitor_id, kind, hour, count)
select campaign_id, coalesce(visitor_id, ''), kind, date_trunc('hour', occurred_at, 'UTC'), count(*)
from banner_events
where occurred_at >= now() - interval '25 hours'
group by 1, 2, 3, 4;
drop table banner_events;

-- Per open beacon and UTC day: the new keys it was given room for ('new-keys'), and how many of
-- its beacons were refused, by reason ('not-our-page', 'malformed', 'storage-full').
create table beacon_tallies (
  beacon text not null,
  day timestamptz not null,
  tally text not null,
  count integer not null,
  primary key (beacon, day, tally)
);

-- The instant-checkout notice: the latest for each order, no more (a shopper could send one for
-- their own order again and again).
delete from instant_checkout_beacons older
using instant_checkout_beacons newer
where older.customer_order_id = newer.customer_order_id and older.id < newer.id;
drop index instant_checkout_beacons_by_order;
create unique index instant_checkout_beacons_one_per_order on instant_checkout_beacons (customer_order_id);
