import type { CSSProperties } from 'react';
import { LINK_BAR_SCROLL } from '../../navigation/navigation-constants.ts';
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

/**
 * The desktop nav row's primary links (spec section 2): Offers, Entertaining,
 * New, Recipes, Inspiration. The bar takes the rest of the row and scrolls
 * sideways when the links do not fit, with an arrow at each end that has more
 * links beyond it (spec section 4).
 */
export function LinkBar({ currentPath }: LinkBarProps) {
  const path = currentPath ?? window.location.pathname;
  const { arrows, scroll, onScroll, scrollerRef, contentRef, leftRef, rightRef } = useScrollArrows();

  return (
    <nav className={styles.linkBar} aria-label="Shop by" style={arrowRoom}>
      {arrows.left ? <ScrollArrowButton ref={leftRef} direction="left" onPress={() => scroll('left')} /> : null}
      <div ref={scrollerRef} className={styles.scroller} onScroll={onScroll}>
        <ul ref={contentRef} className={styles.list}>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.href} className={styles.item}>
              <a
                className={styles.link}
                href={link.href}
                aria-current={isCurrentPage(link.href, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {arrows.right ? <ScrollArrowButton ref={rightRef} direction="right" onPress={() => scroll('right')} /> : null}
    </nav>
  );
}
