import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { NoScriptForm } from './no-script-form.tsx';
import { KEEP_SERVER_HTML, renderingOnServerAtom, useFromServer } from './use-from-server.ts';
import styles from './popover-disclosure.module.css';

/** Whether the browser shows this popover (false where popovers are unknown, as in a test's DOM). */
const isOpenPopover = (element: HTMLElement) =>
  typeof element.hidePopover === 'function' && element.matches(':popover-open');

/**
 * A control's panel as the server draws it, for the browser to open before the header's script
 * (decision 038): a popover its button opens by itself in the next frame. Escape and a
 * click elsewhere close it, as the browser does. Its presses are not held for the script
 * (`lib/held-presses.ts`, `BROWSER_ANSWERS`): its links are plain links.
 *
 * Spread `button` on the control's button, give its `onClick` as `onPress(whatTheLivePressDoes)`
 * (once live, a press that closes the popover does only that), and render it through
 * `<ServerDrawnControl control={…}>`. In a browser's own render (no server HTML) there is no popover,
 * and the button is the submit button of the control's no-script form, as before.
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
  const closeIfOpen = (): boolean => {
    const element = ref.current;
    if (!element || !isOpenPopover(element)) return false;
    element.hidePopover();
    return true;
  };
  return {
    fromServer,
    id,
    ref,
    button: fromServer
      ? ({
          type: 'button',
          // Until live, the server's button says nothing: the browser says whether its popover is open.
          // Live, it names the popover only while that is open: a browser takes the expanded state of
          // a button naming a popover from the popover, over aria-expanded, and the live disclosure is
          // another panel. Named while open, a press on the button is not a click outside the popover,
          // so it closes the popover and does no more. Once closed, the popover never opens again.
          popoverTarget: popoverOpen === false ? undefined : id,
          'aria-expanded': popoverOpen === null ? undefined : isOpen || popoverOpen,
        } as const)
      : ({ type: 'submit', 'aria-expanded': isOpen } as const),
    /** The button's click: never the no-script form's submit, and only the popover's closing while it is open. */
    onPress:
      (live: () => void) =>
      (event: MouseEvent): void => {
        event.preventDefault();
        if (!closeIfOpen()) live();
      },
  };
}

type Props = {
  /** What `useBeforeScriptPopover` gave the control. */
  readonly control: ReturnType<typeof useBeforeScriptPopover>;
  /** The control's button, with `control.button` and `control.onPress`. */
  readonly button: ReactNode;
  /** Where the button goes in a browser's own render before its script (a GET). */
  readonly noScriptAction: string;
  /** Where the open popover goes (anchored to the control) and how big it is, over the base look. */
  readonly className?: string | undefined;
  /** What the server draws in it; never rendered in the browser, which keeps the server's HTML as it is. */
  readonly children: ReactNode;
};

/**
 * The control's button and its popover: drawn by the server, kept as it is while the browser
 * hydrates; in a browser's own render the button in its no-script form, and no popover.
 */
export function ServerDrawnControl({ control, button, noScriptAction, className, children }: Props) {
  const onServer = useAtomValue(renderingOnServerAtom);
  if (!control.fromServer) return <NoScriptForm action={noScriptAction}>{button}</NoScriptForm>;
  const popover = {
    id: control.id,
    ref: control.ref,
    popover: 'auto',
    className: className ? `${styles.popover} ${className}` : styles.popover,
  } as const;
  return (
    <>
      {button}
      {onServer ? (
        <div {...popover}>{children}</div>
      ) : (
        <div {...popover} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
      )}
    </>
  );
}
