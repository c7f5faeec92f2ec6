-- Acting sessions stay in their lane (issue 35): each hangs from the support user's own
-- session that opened it, and the support audit keeps every end and every refused sign-on.
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

-- The support session (its token_hash) an acting session was opened from; null for every
-- other session, and for an acting session opened by sign-in with the support user's password.
-- No foreign key: ending a support session ends its acting sessions in code, which audits each
-- (a cascade would end them silently), and a session whose support session is gone is refused.
alter table sessions add column support_session_hash text;

-- Signing out a support session finds the acting sessions opened from it.
create index sessions_by_support_session on sessions (support_session_hash)
  where support_session_hash is not null;

-- New audit actions: an acting session signed out, run out (its own hour or its support
-- session's end), ended with its support session, and a sign-on refused.
alter table support_audit drop constraint support_audit_action_check;
alter table support_audit add constraint support_audit_action_check check (
  action in ('sign_on', 'return_to_admin', 'sign_out', 'expired', 'support_session_ended', 'sign_on_refused')
);

-- An expiry has no client; a sign-in refused before any session existed has no session.
alter table support_audit alter column client_address drop not null;
alter table support_audit alter column session_hash drop not null;
