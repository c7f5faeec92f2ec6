-- Spec section 3's further menu item fields, carried by the taxonomy (decision 020).
-- Runs unchanged on PGlite and PostgreSQL. Never edit once applied: add a new file.

alter table categories
  -- Made by the catalogue from other categories (each department's offers), not placed by an editor.
  add column generated boolean not null default false,
  -- Shown in bold in the menus.
  add column bold boolean not null default false,
  -- Shown with a warning icon in the menus.
  add column show_warning_icon boolean not null default false,
  -- The season's name for a seasonal range, e.g. 'Christmas'.
  add column seasonal_menu_title text;
