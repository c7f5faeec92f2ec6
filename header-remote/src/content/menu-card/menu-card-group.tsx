import { useId } from 'react';
import type { ContentComponentProps } from '../content-component-props.ts';
import { ContentHeading } from '../content-heading.tsx';
import styles from './menu-card.module.css';

/** A group of menu cards under a heading, e.g. "Links to specialist shops" (spec section 2). */
export function MenuCardGroup({ component, options, renderChildren }: ContentComponentProps) {
  const headingId = useId();
  const cards = renderChildren('li');
  if (cards.length === 0) return null;
  const heading = component.textArea?.heading?.trim();
  return (
    <div className={styles.group}>
      {heading ? (
        <ContentHeading level={options.headingLevel} className={styles.groupHeading} id={headingId}>
          {heading}
        </ContentHeading>
      ) : null}
      <ul className={styles.cards} aria-labelledby={heading ? headingId : undefined}>
        {cards}
      </ul>
    </div>
  );
}
