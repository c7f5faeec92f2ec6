-- The support audit (issue 13): every sign-on as a customer and every return to admin.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- Append-only, and kept whatever else goes: no foreign keys, so ending a session
-- (return to admin deletes it) or removing an account never takes a row with it.
create table support_audit (
  id bigint generated always as identity primary key,
  action text not null check (action in ('sign_on', 'return_to_admin')),
  support_user_id text not null,
  customer_id text not null,
  -- The sign-on's reason; a return to admin carries the reason of the sign-on it ends.
  reason text not null check (char_length(reason) between 3 and 500),
  -- request.ip as the services saw it (after any trusted proxy).
  client_address text not null,
  -- sha256 of the acting session's id (as sessions.token_hash), tying a return to its sign-on.
  session_hash text not null,
  occurred_at timestamptz not null
);

-- The admin page's list: one customer's newest first.
create index support_audit_by_customer on support_audit (customer_id, occurred_at desc, id desc);
-- A return to admin finds the sign-on of the session it ends.
create index support_audit_by_session on support_audit (session_hash) where action = 'sign_on';

-- The table refuses to change what it holds, whoever asks: a trigger works the same on
-- PGlite (one role) and PostgreSQL, where revoking would not bind the table's owner.
create function support_audit_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception 'support_audit is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege';
end;
$$;

create trigger support_audit_no_update_or_delete
  before update or delete on support_audit
  for each row execute function support_audit_refuse_change();

create trigger support_audit_no_truncate
  before truncate on support_audit
  for each statement execute function support_audit_refuse_change();
