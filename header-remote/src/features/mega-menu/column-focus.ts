/*
 * Finding what to focus in the mega menu's columns. Columns carry
 * `data-level`; sub-menu buttons carry `data-item-id`.
 */

/** The links and buttons of one column, in order. */
export function columnItems(column: Element | null): HTMLElement[] {
  return column ? [...column.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

export function columnAt(panel: Element | null, level: number): HTMLElement | null {
  return panel?.querySelector<HTMLElement>(`[data-level="${level}"]`) ?? null;
}

/** The sub-menu button of `id` in a column (compared as data, never put into a selector). */
export function subMenuButton(column: Element | null, id: string): HTMLElement | undefined {
  if (!column) return undefined;
  return [...column.querySelectorAll<HTMLElement>('[data-item-id]')].find((button) => button.dataset['itemId'] === id);
}

/** Where focus should go once the columns show it: a column's first item, or its button of `id`. */
export type FocusRequest = { readonly level: number; readonly id?: string };

export function focusTarget(panel: Element | null, request: FocusRequest): HTMLElement | undefined {
  const column = columnAt(panel, request.level);
  return request.id === undefined ? columnItems(column)[0] : subMenuButton(column, request.id);
}

const MOVES: Readonly<Record<string, (current: number, last: number) => number>> = {
  ArrowDown: (current, last) => (current < 0 || current === last ? 0 : current + 1),
  ArrowUp: (current, last) => (current <= 0 ? last : current - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** ArrowDown/ArrowUp (wrapping), Home and End within a column; false for any other key. */
export function moveWithinColumn(key: string, column: Element, current: Element): boolean {
  const move = MOVES[key];
  const items = columnItems(column);
  if (!move || items.length === 0) return false;
  items[move(items.indexOf(current as HTMLElement), items.length - 1)]?.focus();
  return true;
}
