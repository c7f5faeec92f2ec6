import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/**
 * Whether the browser shows the dialog, from its own `toggle` and `close` events, however it
 * opened or closed (its buttons' commands, Escape, the backdrop, the live header). Null on the
 * server and while hydrating: until live, the browser alone says whether it is open.
 */
export function useDialogOpen(ref: RefObject<HTMLDialogElement | null>): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const dialog = ref.current;
      dialog?.addEventListener('toggle', onChange);
      dialog?.addEventListener('close', onChange);
      return () => {
        dialog?.removeEventListener('toggle', onChange);
        dialog?.removeEventListener('close', onChange);
      };
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => ref.current?.open === true,
    () => null,
  );
}
