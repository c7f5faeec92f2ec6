-- Several services processes on one database behave as one (issue 16, item 4; decision 019).
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- The catalogue's version: every statement that changes products or categories adds one. Each
-- process reads it every few seconds (src/features/catalogue/catalogue-version.ts) and, when it
-- moved, rebuilds what it keeps in memory from the catalogue (the suggestion index, search's
-- category tree), whichever process or tool made the change.
create table catalogue_version (
  only_row boolean primary key default true check (only_row),
  version bigint not null
);
insert into catalogue_version (version) values (1);

create function catalogue_version_bump() returns trigger
language plpgsql
as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end
$$;

create trigger products_change_catalogue_version
  after insert or update or delete or truncate on products
  for each statement execute function catalogue_version_bump();
create trigger categories_change_catalogue_version
  after insert or update or delete or truncate on categories
  for each statement execute function catalogue_version_bump();

-- Secrets every process on this database must share. Outside production, when TOKEN_SECRET is
-- not set, the token signing key is made once and kept here, so a token one process signed is
-- good on every other (and after a restart). Production sets TOKEN_SECRET and never writes here.
create table shared_secrets (
  name text primary key,
  value bytea not null,
  created_at timestamptz not null default now()
);
