import type { Queryable } from '../../../db/database.ts';

export type Category = {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  readonly shortName: string;
  readonly urlName: string;
  readonly position: number;
  readonly hiddenInNav: boolean;
  readonly offer: boolean;
  readonly offersForId: string | null;
  readonly iconName: string | null;
  readonly additionalClasses: string | null;
  readonly banner: string | null;
  readonly megaMenuBanner: string | null;
  readonly generated: boolean;
  readonly bold: boolean;
  readonly showWarningIcon: boolean;
  readonly seasonalMenuTitle: string | null;
};

/** Every category with its links both ways; small (a few hundred rows), so read whole. */
export type CategoryTree = {
  readonly byId: ReadonlyMap<string, Category>;
  readonly roots: readonly Category[];
  childrenOf(id: string): readonly Category[];
  /** Root first, the category itself last; empty for an unknown id. */
  pathTo(id: string): readonly Category[];
  /** The category and everything below it. */
  subtreeIds(id: string): string[];
};

type CategoryRow = {
  id: string;
  parent_id: string | null;
  name: string;
  short_name: string;
  url_name: string;
  position: number;
  hidden_in_nav: boolean;
  offer: boolean;
  offers_for_id: string | null;
  icon_name: string | null;
  additional_classes: string | null;
  banner: string | null;
  mega_menu_banner: string | null;
  generated: boolean;
  bold: boolean;
  show_warning_icon: boolean;
  seasonal_menu_title: string | null;
};

export async function loadCategoryTree(db: Queryable): Promise<CategoryTree> {
  const rows = await db.query<CategoryRow>('select * from categories order by position, id');
  return buildCategoryTree(
    rows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      shortName: row.short_name,
      urlName: row.url_name,
      position: row.position,
      hiddenInNav: row.hidden_in_nav,
      offer: row.offer,
      offersForId: row.offers_for_id,
      iconName: row.icon_name,
      additionalClasses: row.additional_classes,
      banner: row.banner,
      megaMenuBanner: row.mega_menu_banner,
      generated: row.generated,
      bold: row.bold,
      showWarningIcon: row.show_warning_icon,
      seasonalMenuTitle: row.seasonal_menu_title,
    })),
  );
}

/** `categories` must already be in sibling order. */
export function buildCategoryTree(categories: readonly Category[]): CategoryTree {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const children = new Map<string, Category[]>();
  const roots: Category[] = [];
  for (const category of categories) {
    if (category.parentId === null) roots.push(category);
    else children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  }
  const childrenOf = (id: string): readonly Category[] => children.get(id) ?? [];
  return {
    byId,
    roots,
    childrenOf,
    pathTo(id) {
      const path: Category[] = [];
      // The depth bound guards against a cycle someone might write by hand.
      for (let at = byId.get(id); at && path.length < 32; at = at.parentId ? byId.get(at.parentId) : undefined) {
        path.unshift(at);
      }
      return path;
    },
    subtreeIds(id) {
      if (!byId.has(id)) return [];
      const ids: string[] = [];
      const queue = [id];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        ids.push(next);
        queue.push(...childrenOf(next).map((child) => child.id));
      }
      return ids;
    },
  };
}
