import type { RichTextContent } from '@grocer/shared-contracts/domain';
import { richTextNodes, type RichTextOptions } from './render-blocks.tsx';
import styles from './rich-text.module.css';

type Props = RichTextOptions & { readonly content: RichTextContent | undefined };

/** A card's rich text; nothing at all when it is invalid, has no blocks or nothing is left to show. */
export function RichText({ content, ...options }: Props) {
  const nodes = richTextNodes(content, options);
  return nodes.length === 0 ? null : <div className={styles.richText}>{nodes}</div>;
}
