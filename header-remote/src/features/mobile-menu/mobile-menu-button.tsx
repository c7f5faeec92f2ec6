import { useCallback, useEffect, useId, useRef } from 'react';
import { useLoadMenus } from '../../navigation/navigation-loader.tsx';
import { useIntent } from '../../navigation/use-intent.ts';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import { browserInvokes, invokes } from '../../ui/invokes.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { preloadDepartmentExtras } from './category-level.tsx';
import { MobileMenuPanel } from './mobile-menu-panel.tsx';
import { useDialogOpen } from './use-dialog-open.ts';
import styles from './mobile-menu-button.module.css';

function BurgerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/**
 * The burger button in the compact masthead (below 992px; hidden above by its CSS) and the
 * slide-out menu it opens, a native modal `<dialog>`: one element from the server's HTML to the
 * live header (decision 064). The burger opens it itself (`command="show-modal"`), before the
 * header's script as after it; the browser moves focus in, makes the page behind inert, closes it
 * on Escape or the backdrop and gives focus back. The server draws level 0 from its state; once
 * the shopper heads for the burger (100 ms, spec section 9), the page is idle or the menu opens,
 * the taxonomy and the deeper levels' content load, and the live header fills them in. A browser
 * that does not know the command holds the press until the header is live, which opens it.
 */
export function MobileMenuButton() {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = useDialogOpen(dialogRef);
  const loadMenus = useLoadMenus();
  const prepare = useCallback(() => {
    preloadDepartmentExtras();
    loadMenus();
  }, [loadMenus]);
  const intent = useIntent(prepare);
  useWarmUp(buttonRef, prepare);
  useEffect(() => {
    if (isOpen) prepare();
  }, [isOpen, prepare]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-controls={id}
        // Written once live; until then the browser alone knows.
        aria-expanded={isOpen ?? undefined}
        {...invokes(id, 'show-modal')}
        {...intent}
        onClick={() => browserInvokes() || dialogRef.current?.showModal()}
      >
        <BurgerIcon />
        <VisuallyHidden>Menu</VisuallyHidden>
      </button>
      <MobileMenuPanel ref={dialogRef} id={id} isOpen={isOpen === true} />
    </>
  );
}
