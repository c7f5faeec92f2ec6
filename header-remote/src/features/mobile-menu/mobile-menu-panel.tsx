import { useCallback, useEffect, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { BREAKPOINTS } from '@grocer/shared-contracts';
import { MobileMenuLevels } from './mobile-menu-levels.tsx';
import styles from './mobile-menu-panel.module.css';

type Props = {
  readonly ref: RefObject<HTMLDialogElement | null>;
  /** The id the burger's command and aria-controls name. */
  readonly id: string;
  /** Whether the browser shows it, once live (`useDialogOpen`). */
  readonly isOpen: boolean;
};

/**
 * The slide-out menu (spec sections 2 and 4): a modal `<dialog>` from the left, which the server
 * draws closed beside the burger and the browser opens in its top layer, over the page (the header
 * keeps its height). It slides in and out in 200 ms (CSS); the page behind does not scroll. Live,
 * it also closes once the window is 992px or wider, where the burger is hidden and the desktop
 * menu takes over, and on a click beside it where the browser does not (`closedby`).
 */
export function MobileMenuPanel({ ref, id, isOpen }: Props) {
  const close = useCallback(() => ref.current?.close(), [ref]);

  useEffect(() => {
    if (!isOpen) return;
    const onResize = () => {
      if (window.innerWidth >= BREAKPOINTS.lg) close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isOpen, close]);

  // The browser closes it on Escape; the page's own Escape handlers must not act on it too.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') event.stopPropagation();
  };

  // A press on the backdrop lands on the dialog itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) close();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.panel}
      aria-label="Menu"
      closedby="any"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <MobileMenuLevels dialogId={id} isOpen={isOpen} onClose={close} />
    </dialog>
  );
}
