import { createElement, type ReactNode } from 'react';
import type { RichTextBlock, RichTextContent } from '@grocer/shared-contracts/domain';
import { inlineContent, ROOT_CONTEXT, withMarkDefs } from './render-inline.tsx';
import { groupBlocks, isBlank, levelOf, type ListNode, type TopNode } from './rich-text-tree.ts';
import { safeStyle } from './style-attributes.ts';

export type RichTextOptions = {
  /** Leave out paragraphs with no text (spec section 5: "when removal is requested"). */
  readonly removeEmptyParagraphs?: boolean;
  /** The highest heading the text may use, so it sits below the card's own heading. */
  readonly minHeadingLevel?: number;
};

/** At most this many blocks are rendered from one card. */
const MAX_BLOCKS = 200;

const HEADING_TYPE = /^h([1-6])$/;

/**
 * A block is a heading when its type says so (`h1`…`h6`, `heading`) or when
 * it has a `level` without being a list item (how the CMS writes headings).
 */
function headingLevel(block: RichTextBlock, min: number): number | undefined {
  const typed = HEADING_TYPE.exec(block.type);
  const level = typed ? Number(typed[1]) : block.type === 'heading' || block.level !== undefined ? levelOf(block) : 0;
  return level === 0 ? undefined : Math.min(6, Math.max(min, level));
}

function renderBlock(block: RichTextBlock, options: Required<RichTextOptions>, key: number): ReactNode {
  const style = safeStyle(block.attributes);
  const content = () => inlineContent(block, withMarkDefs(ROOT_CONTEXT, block));
  const level = headingLevel(block, options.minHeadingLevel);
  // An empty heading is never shown: it would be announced as a heading with nothing in it.
  if (level !== undefined) return isBlank(block) ? null : createElement(`h${level}`, { key, style }, content());
  if (isBlank(block)) return options.removeEmptyParagraphs ? null : <p key={key} style={style} />;
  return (
    <p key={key} style={style}>
      {content()}
    </p>
  );
}

function renderList(list: ListNode, key: number): ReactNode {
  const Tag = list.listItem === 'number' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {list.items.map((item, index) => (
        <li key={index} style={safeStyle(item.block.attributes)}>
          {inlineContent(item.block, withMarkDefs(ROOT_CONTEXT, item.block))}
          {item.sublists.map(renderList)}
        </li>
      ))}
    </Tag>
  );
}

const isRecord = (value: unknown): value is RichTextBlock =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/**
 * Rich text as React elements, never as HTML strings: paragraphs, headings,
 * nested lists and marked spans. An invalid block set (`valid: false`) or
 * no blocks gives an empty result (spec section 8).
 */
export function richTextNodes(content: RichTextContent | undefined, options: RichTextOptions = {}): ReactNode[] {
  if (!content || content.valid !== true || !Array.isArray(content.blocks)) return [];
  const settings: Required<RichTextOptions> = {
    removeEmptyParagraphs: options.removeEmptyParagraphs ?? false,
    minHeadingLevel: Math.min(6, Math.max(1, options.minHeadingLevel ?? 1)),
  };
  const blocks = content.blocks.slice(0, MAX_BLOCKS).filter(isRecord);
  return groupBlocks(blocks)
    .map((node: TopNode, index) =>
      node.kind === 'list' ? renderList(node, index) : renderBlock(node.block, settings, index),
    )
    .filter((node) => node !== null);
}
