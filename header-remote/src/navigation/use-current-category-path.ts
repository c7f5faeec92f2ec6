import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useHeaderConfig } from '../lib/header-config.tsx';
import { resolveCategoryPath } from './category-path.ts';
import { taxonomyAtom } from './navigation-state.ts';

const NONE: readonly string[] = [];

/** The ids from a root to the page's own category (decision 020), or none; the menus mark them as current. */
export function useCurrentCategoryPath(): readonly string[] {
  const taxonomy = useAtomValue(taxonomyAtom);
  // The depth the taxonomy was loaded to (navigation-calls.ts asks for the prop's).
  const depth = useHeaderConfig().props.taxonomyDepth ?? 'all';
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;
  return useMemo(
    () =>
      taxonomy.status === 'loaded' ? resolveCategoryPath(taxonomy.value, pathname, depth).map((item) => item.id) : NONE,
    [taxonomy, pathname, depth],
  );
}

/** How a menu entry is current: the page itself ('page'), a category above it ('true'), or not. */
export function currentMark(path: readonly string[], id: string, isLink: boolean): 'page' | 'true' | undefined {
  if (!path.includes(id)) return undefined;
  return isLink && path.at(-1) === id ? 'page' : 'true';
}
