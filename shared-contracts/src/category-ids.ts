/*
 * Root category ids (spec section 3). Schema-free, so the header's menus can
 * use them while rendering without pulling the catalogue's schemas in.
 */
export const GROCERIES_ROOT_ID = '10051';
export const ENTERTAINING_ROOT_ID = '10052';
export const CATALOGUE_ROOT_IDS: readonly string[] = [GROCERIES_ROOT_ID, ENTERTAINING_ROOT_ID];
