import type { ReactNode } from 'react';
import { richTextHref, type RichTextBlock, type RichTextContent } from '@grocer/shared-contracts/domain';
import styles from './content.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

/** A span's text, with its marks: strong, em, and a link when its markDef names a safe href. */
function Inline({ span, links }: { readonly span: RichTextBlock; readonly links: ReadonlyMap<string, string> }) {
  let node: ReactNode = span.text ?? '';
  const marks = span.marks ?? [];
  if (marks.includes('strong')) node = <strong>{node}</strong>;
  if (marks.includes('em')) node = <em>{node}</em>;
  const href = marks.map((mark) => links.get(mark)).find((found) => found !== undefined);
  return href === undefined ? node : <a href={href}>{node}</a>;
}

/** A block's spans, its markDefs' links made safe first (`richTextHref`). */
function Spans({ block }: { readonly block: RichTextBlock }) {
  const links = new Map(
    (block.markDefs ?? []).flatMap((def) => {
      const href = def.type === 'link' ? richTextHref(def.attributes?.href) : undefined;
      return href === undefined ? [] : [[def.key, href] as const];
    }),
  );
  return (block.children ?? []).map((span, index) => <Inline key={index} span={span} links={links} />);
}

const hasText = (block: RichTextBlock) => (block.children ?? []).some((span) => (span.text ?? '').trim() !== '');

/**
 * A text card's rich text (spec section 3, "Rich text block"): paragraphs, headings one level
 * under the card's, and runs of bullet or numbered items as one list each. Nothing when the CMS
 * marked it invalid or it has no blocks (spec section 5); empty paragraphs are left out.
 */
export function RichText({
  content,
  headingLevel,
}: {
  readonly content?: RichTextContent;
  readonly headingLevel: Level;
}) {
  if (!content?.valid) return null;
  const nodes: ReactNode[] = [];
  const blocks = content.blocks.filter(hasText);
  for (let index = 0; index < blocks.length;) {
    const block = blocks[index] as RichTextBlock;
    if (block.listItem) {
      const first = index;
      const kind = block.listItem;
      const items: RichTextBlock[] = [];
      while (blocks[index]?.listItem === kind) items.push(blocks[index++] as RichTextBlock);
      const List = kind === 'number' ? 'ol' : 'ul';
      nodes.push(
        <List key={first}>
          {items.map((item, at) => (
            <li key={at}>
              <Spans block={item} />
            </li>
          ))}
        </List>,
      );
      continue;
    }
    const Tag = block.level === undefined ? 'p' : (`h${headingLevel}` as const);
    nodes.push(
      <Tag key={index}>
        <Spans block={block} />
      </Tag>,
    );
    index += 1;
  }
  return nodes.length === 0 ? null : <div className={styles.richText}>{nodes}</div>;
}
