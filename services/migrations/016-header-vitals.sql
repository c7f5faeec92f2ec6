-- The header's real-user measurements and events (issue 38), one row per entry of a batch sent to
-- POST /v1/vitals, kept 30 days (features/vitals/vitals-store.ts deletes older rows). Runs
-- unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.
create table header_vitals (
  id bigint generated always as identity primary key,
  received_at timestamptz not null,
  host text not null,
  page_type text not null,
  release text not null,
  contract_version text not null,
  -- A measured metric (LCP, INP, CLS, hydration) with its value, or an event (render_error,
  -- remote_load_failure, fallback) without one.
  metric text not null,
  value double precision,
  from_header boolean,
  -- INP's control, or the component an event names; and a render error's message.
  detail text,
  message text,
  check ((value is null) = (metric in ('render_error', 'remote_load_failure', 'fallback')))
);

-- The summary reads recent rows by metric and release; retention deletes by time.
create index header_vitals_by_time on header_vitals (received_at);
create index header_vitals_by_release on header_vitals (release, metric, received_at);
