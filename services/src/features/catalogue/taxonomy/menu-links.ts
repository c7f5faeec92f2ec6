import type { TaxonomyEntry, TaxonomyTreeEntry } from '@grocer/shared-contracts/domain';
import type { Queryable } from '../../../db/database.ts';
import { flatEntries, treeEntries, type TaxonomyForest, type TaxonomyOptions } from './build-taxonomy.ts';

type MenuLinkRow = {
  id: string;
  parent_id: string | null;
  name: string;
  url: string;
  icon_name: string | null;
  hidden_in_nav: boolean;
};

/** The menu roots (decision 024) and their links; a dozen rows, read whole. */
export type MenuLinks = {
  readonly roots: readonly MenuLinkRow[];
  readonly has: (id: string) => boolean;
  readonly flat: (options?: TaxonomyOptions) => TaxonomyEntry[];
  readonly tree: (options?: TaxonomyOptions) => TaxonomyTreeEntry[];
};

/**
 * A link as a taxonomy entry. Links sell nothing, so `emptyOfProducts` is
 * false: the menu rule "hidden if empty of products" is for categories, and
 * must never hide Sign in. Only `hidden_in_nav` hides a link.
 */
function entryFor(row: MenuLinkRow, children: readonly MenuLinkRow[]): TaxonomyEntry {
  return {
    id: row.id,
    name: row.name,
    shortName: row.name,
    url: row.url,
    parentId: row.parent_id,
    categoryIds: children.map((child) => child.id),
    banner: null,
    megaMenuBanner: null,
    emptyOfProducts: false,
    hiddenInNav: row.hidden_in_nav,
    additionalClasses: null,
    iconName: row.icon_name,
    offer: false,
    generated: false,
    bold: false,
    showWarningIcon: false,
    seasonalMenuTitle: null,
  };
}

export async function loadMenuLinks(db: Queryable): Promise<MenuLinks> {
  const rows = await db.query<MenuLinkRow>(
    'select id, parent_id, name, url, icon_name, hidden_in_nav from menu_links order by position, id',
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = (row: MenuLinkRow) => rows.filter((each) => each.parent_id === row.id);
  const roots = rows.filter((row) => row.parent_id === null);
  const forest: TaxonomyForest<MenuLinkRow> = {
    roots,
    byId,
    childrenOf,
    entryFor: (row) => entryFor(row, childrenOf(row)),
  };
  return {
    roots,
    has: (id) => byId.has(id),
    flat: (options) => flatEntries(forest, options),
    tree: (options) => treeEntries(forest, options),
  };
}
