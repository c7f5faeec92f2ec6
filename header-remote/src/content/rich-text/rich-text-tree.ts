import type { RichTextBlock } from '@grocer/shared-contracts/domain';

/** Deeper trees than this are cut off: CMS data must not be able to exhaust the stack. */
export const MAX_RICH_TEXT_DEPTH = 16;

export type ListKind = 'bullet' | 'number';
export type ListItemNode = { readonly block: RichTextBlock; readonly sublists: ListNode[] };
export type ListNode = {
  readonly kind: 'list';
  readonly listItem: ListKind;
  readonly level: number;
  readonly items: ListItemNode[];
};
export type TopNode = { readonly kind: 'block'; readonly block: RichTextBlock } | ListNode;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const childrenOf = (node: RichTextBlock): readonly RichTextBlock[] =>
  Array.isArray(node.children) ? node.children.filter(isRecord) : [];

/** The text a node shows, children included. */
export function plainText(node: RichTextBlock, depth = 0): string {
  if (depth > MAX_RICH_TEXT_DEPTH) return '';
  const own = typeof node.text === 'string' ? node.text : '';
  return (
    own +
    childrenOf(node)
      .map((child) => plainText(child, depth + 1))
      .join('')
  );
}

export const isBlank = (node: RichTextBlock): boolean => plainText(node).trim() === '';

const listKind = (block: RichTextBlock): ListKind | undefined =>
  block.listItem === 'bullet' || block.listItem === 'number' ? block.listItem : undefined;

export const levelOf = (block: RichTextBlock): number =>
  typeof block.level === 'number' && Number.isInteger(block.level) ? Math.min(6, Math.max(1, block.level)) : 1;

/**
 * Consecutive list items become lists: a deeper `level` nests a list in the
 * previous item, a shallower one returns to its parent list, a different
 * kind at the same level starts a new list.
 */
export function groupBlocks(blocks: readonly RichTextBlock[]): TopNode[] {
  const top: TopNode[] = [];
  let open: ListNode[] = [];
  for (const block of blocks) {
    const kind = listKind(block);
    if (kind === undefined) {
      open = [];
      top.push({ kind: 'block', block });
      continue;
    }
    const level = levelOf(block);
    while (open.length > 0) {
      const last = open[open.length - 1];
      if (last && (last.level > level || (last.level === level && last.listItem !== kind))) open.pop();
      else break;
    }
    let list = open[open.length - 1];
    if (!list || list.level < level) {
      const nested: ListNode = { kind: 'list', listItem: kind, level, items: [] };
      const parentItem = list?.items[list.items.length - 1];
      if (parentItem) parentItem.sublists.push(nested);
      else top.push(nested);
      open.push(nested);
      list = nested;
    }
    list.items.push({ block, sublists: [] });
  }
  return top;
}
