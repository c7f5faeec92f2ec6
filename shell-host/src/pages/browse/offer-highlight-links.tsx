import { OFFER_HIGHLIGHTS, offerHighlightUrl, type OfferHighlight } from '@grocer/shared-contracts/domain';
import styles from './browse-page.module.css';

type Props = {
  /** The highlight whose page this is: marked as the current page. */
  readonly current?: OfferHighlight | undefined;
};

/** Links to every offer highlight (spec section 2: offers/highlights/…). */
export function OfferHighlightLinks({ current }: Props) {
  return (
    <nav aria-label="Offer highlights">
      <ul className={styles.categories}>
        {OFFER_HIGHLIGHTS.map((highlight) => (
          <li key={highlight.slug}>
            <a
              className={styles.categoryLink}
              href={offerHighlightUrl(highlight.slug)}
              aria-current={highlight.slug === current?.slug ? 'page' : undefined}
            >
              {highlight.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
