import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { KEEP_SERVER_HTML, renderingOnServerAtom, useFromServer } from './use-from-server.ts';
import styles from './before-script-popover.module.css';

/** Whether the browser shows this popover (false where popovers are unknown, as in a test's DOM). */
const isOpenPopover = (element: HTMLElement) =>
  typeof element.hidePopover === 'function' && element.matches(':popover-open');

/**
 * A control's panel as the server draws it, for the browser to open before the header's script
 * (issue 32, decision 038): a popover its button opens by itself in the next frame. Escape and a
 * click elsewhere close it, as the browser does. Its presses are not held for the script
 * (`lib/held-presses.ts`, `BROWSER_ANSWERS`): its links are plain links.
 *
 * Spread `button` on the control's button and render `<BeforeScriptPopover {...popover}>` beside it.
 * Once live, call `closeIfOpen` first on a press: a press that closes the popover does only that.
 * In a browser's own render (no server HTML) there is no popover, and `button` is the submit button
 * of the control's no-script form, as before.
 */
export function useBeforeScriptPopover(isOpen: boolean) {
  const fromServer = useFromServer();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Whether the browser shows the popover (opened before the script came, or closed since), from the
  // popover's own toggle events; null on the server and while hydrating.
  const subscribe = useCallback((onChange: () => void) => {
    const element = ref.current;
    element?.addEventListener('toggle', onChange);
    return () => element?.removeEventListener('toggle', onChange);
  }, []);
  const popoverOpen = useSyncExternalStore(
    subscribe,
    () => (ref.current ? isOpenPopover(ref.current) : false),
    () => null,
  );
  return {
    fromServer,
    popover: { id, ref },
    button: fromServer
      ? ({
          type: 'button',
          popoverTarget: id,
          // Until live, the server's button says nothing: the browser says whether its popover is open.
          'aria-expanded': popoverOpen === null ? undefined : isOpen || popoverOpen,
        } as const)
      : ({ type: 'submit', 'aria-expanded': isOpen } as const),
    closeIfOpen: (): boolean => {
      const element = ref.current;
      if (!element || !isOpenPopover(element)) return false;
      element.hidePopover();
      return true;
    },
  };
}

type Props = {
  readonly id: string;
  readonly ref: Ref<HTMLDivElement>;
  /** Where the open popover goes (anchored to the control) and how big it is, over the base look. */
  readonly className?: string | undefined;
  /** What the server draws in it; never rendered in the browser, which keeps the server's HTML as it is. */
  readonly children: ReactNode;
};

/** The popover: drawn by the server, kept as it is while the browser hydrates, absent from a browser's own render. */
export function BeforeScriptPopover({ id, ref, className, children }: Props) {
  const fromServer = useFromServer();
  const onServer = useAtomValue(renderingOnServerAtom);
  if (!fromServer) return null;
  const classes = className ? `${styles.popover} ${className}` : styles.popover;
  if (!onServer) {
    return (
      <div
        id={id}
        ref={ref}
        popover="auto"
        className={classes}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  return (
    <div id={id} ref={ref} popover="auto" className={classes}>
      {children}
    </div>
  );
}
