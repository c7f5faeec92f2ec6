import type { ContentComponentProps } from '../content-component-props.ts';
import { ContentHeading } from '../content-heading.tsx';
import { ContentLinkButton } from '../links/content-link.tsx';
import { richTextNodes } from '../rich-text/render-blocks.tsx';
import richText from '../rich-text/rich-text.module.css';
import styles from './text-promo-card.module.css';

/**
 * A text promo card: heading, rich-text body and a button. It shows nothing
 * when its rich text is invalid or has no blocks, and the button only when
 * the link has a url (spec section 5).
 */
export function TextPromoCard({ component, options }: ContentComponentProps) {
  const { textArea } = component;
  const heading = textArea?.heading?.trim();
  const body = richTextNodes(component.richText, {
    removeEmptyParagraphs: options.removeEmptyParagraphs,
    minHeadingLevel: heading ? options.headingLevel + 1 : options.headingLevel,
  });
  if (body.length === 0) return null;
  return (
    <div className={styles.card}>
      {heading ? (
        <ContentHeading level={options.headingLevel} className={styles.heading}>
          {heading}
        </ContentHeading>
      ) : null}
      <div className={richText.richText}>{body}</div>
      <div className={styles.actions}>
        <ContentLinkButton link={textArea?.link} buttonStyle={textArea?.buttonStyle ?? 'secondary'} />
      </div>
    </div>
  );
}
