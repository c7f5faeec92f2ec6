import { useSyncExternalStore, type CSSProperties } from 'react';
import { LINK_BAR_SCROLL } from '../../navigation/navigation-constants.ts';
import { useLinkPrefetch } from '../../navigation/use-link-prefetch.ts';
import { isCurrentPage, PRIMARY_LINKS } from './primary-links.ts';
import { ScrollArrowButton } from './scroll-arrow-button.tsx';
import { useScrollArrows } from './use-scroll-arrows.ts';
import styles from './link-bar.module.css';

type LinkBarProps = {
  /** The page's path; the browser's by default (the host's pages are full page loads). Stories and tests pass one. */
  readonly currentPath?: string;
};

/** Room kept clear of an arrow when a focused link scrolls into view (spec section 9: scroll offset). */
const arrowRoom = { '--arrow-room': `${LINK_BAR_SCROLL.scrollOffsetPx}px` } as CSSProperties;

const noSubscription = () => () => {};
const browserPath = () => window.location.pathname;
/** The server does not know the page's path: no link is marked in its HTML, nor while hydrating it. */
const noPath = () => undefined;

/**
 * The desktop nav row's primary links (spec section 2): Offers, Entertaining,
 * New, Recipes, Inspiration. The bar takes the rest of the row and scrolls
 * sideways when the links do not fit, with an arrow at each end that has more
 * links beyond it (spec section 4).
 *
 * The current page's link is marked once hydrated; each link's box is as
 * wide as its bold text from the start, so marking it moves nothing.
 */
export function LinkBar({ currentPath }: LinkBarProps) {
  const pathInBrowser = useSyncExternalStore(noSubscription, browserPath, noPath);
  const path = currentPath ?? pathInBrowser;
  const { arrows, scroll, onScroll, scrollerRef, contentRef, leftRef, rightRef } = useScrollArrows();
  const prefetch = useLinkPrefetch();

  return (
    <nav className={styles.linkBar} aria-label="Shop by" style={arrowRoom}>
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
