import { usePageUrl } from '../../lib/page-url.ts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import { isCurrentPage, PRIMARY_LINKS } from './primary-links.ts';
import { ScrollArrowButton } from './scroll-arrow-button.tsx';
import { useScrollArrows } from './use-scroll-arrows.ts';
import styles from './link-bar.module.css';

type LinkBarProps = {
  /** The page's path; by default the page's URL (the server's while rendering there and hydrating, then the browser's). Stories and tests pass one. */
  readonly currentPath?: string;
};

/** Room kept clear of an arrow when a focused link scrolls into view (spec section 9: scroll offset). */

/**
 * The desktop nav row's primary links (spec section 2): Offers, Entertaining,
 * New, Recipes, Inspiration. The bar takes the rest of the row and scrolls
 * sideways when the links do not fit, with an arrow at each end that has more
 * links beyond it (spec section 4).
 *
 * A server that was not told the page's URL marks no link; the browser marks
 * it once hydrated, and as each link's box is as wide as its bold text from
 * the start, marking it moves nothing.
 */
export function LinkBar({ currentPath }: LinkBarProps) {
  const pageUrl = usePageUrl();
  const path = currentPath ?? pageUrl?.pathname;
  const { arrows, scroll, onScroll, scrollerRef, contentRef, leftRef, rightRef } = useScrollArrows();
  const prefetch = useLinkPrefetch();

  return (
    <nav className={styles.linkBar} aria-label="Shop by">
      {arrows.left ? <ScrollArrowButton ref={leftRef} direction="left" onPress={() => scroll('left')} /> : null}
      <div ref={scrollerRef} className={styles.scroller} onScroll={onScroll}>
        <ul ref={contentRef} className={styles.list} {...prefetch}>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.href} className={styles.item}>
              <a
                className={styles.link}
                href={link.href}
                aria-current={path !== undefined && isCurrentPage(link.href, path) ? 'page' : undefined}
              >
                <span className={styles.label} data-label={link.label}>
                  {link.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {arrows.right ? <ScrollArrowButton ref={rightRef} direction="right" onPress={() => scroll('right')} /> : null}
    </nav>
  );
}
