import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RichTextBlock } from '@grocer/shared-contracts/domain';
import { bullet, numbered, paragraph, span } from '@grocer/shared-contracts/cms-builders';
import { groupBlocks, type ListNode, type TopNode } from './rich-text-tree.ts';

/** A compact picture of the grouping: lists as arrays of items, each item's text then its sublists. */
function shape(nodes: readonly TopNode[]): unknown[] {
  const list = (node: ListNode): unknown => ({
    [node.listItem]: node.items.map((item) =>
      item.sublists.length
        ? [item.block.children?.[0]?.text, ...item.sublists.map(list)]
        : item.block.children?.[0]?.text,
    ),
  });
  return nodes.map((node) => (node.kind === 'list' ? list(node) : 'p'));
}

describe('grouping list items into lists', () => {
  it('keeps consecutive bullets in one list and breaks it at a paragraph', () => {
    expect(shape(groupBlocks([bullet('a'), bullet('b'), paragraph(span('x')), bullet('c')]))).toEqual([
      { bullet: ['a', 'b'] },
      'p',
      { bullet: ['c'] },
    ]);
  });

  it('nests a deeper level in the previous item and returns to the parent list after it', () => {
    expect(shape(groupBlocks([bullet('a'), bullet('a1', 2), bullet('a2', 2), bullet('b')]))).toEqual([
      { bullet: [['a', { bullet: ['a1', 'a2'] }], 'b'] },
    ]);
  });

  it('starts a new list when the kind changes at the same level', () => {
    expect(shape(groupBlocks([bullet('a'), numbered('1'), numbered('2')]))).toEqual([
      { bullet: ['a'] },
      { number: ['1', '2'] },
    ]);
    expect(shape(groupBlocks([bullet('a'), numbered('a.1', 2), bullet('a.2', 2)]))).toEqual([
      { bullet: [['a', { number: ['a.1'] }, { bullet: ['a.2'] }]] },
    ]);
  });

  it('keeps every block exactly once, in order, whatever the levels', () => {
    const blocks = fc.array(
      fc.record({ kind: fc.constantFrom('bullet', 'number', 'p'), level: fc.integer({ min: 1, max: 6 }) }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(blocks, (specs) => {
        const input: RichTextBlock[] = specs.map(({ kind, level }, index) =>
          kind === 'p'
            ? paragraph(span(String(index)))
            : { type: 'block', listItem: kind as 'bullet' | 'number', level, children: [span(String(index))] },
        );
        const seen: RichTextBlock[] = [];
        const walkList = (list: ListNode) =>
          list.items.forEach((item) => {
            seen.push(item.block);
            item.sublists.forEach(walkList);
          });
        for (const node of groupBlocks(input)) {
          if (node.kind === 'list') walkList(node);
          else seen.push(node.block);
        }
        expect(seen).toEqual(input);
      }),
    );
  });
});
