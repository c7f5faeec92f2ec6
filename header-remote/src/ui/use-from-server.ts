import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

/**
 * True on the server and while the browser hydrates the server's HTML; false in a render of the
 * browser's own (a host without server rendering). Fixed at the component's first render, so a
 * piece the server drew (kept with an empty `dangerouslySetInnerHTML`) stays the same element.
 */
export function useFromServer(): boolean {
  const hydrating = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const [fromServer] = useState(hydrating);
  return fromServer;
}

/** React neither checks nor replaces HTML set this way while hydrating: the server's stays. */
export const KEEP_SERVER_HTML = { __html: '' } as const;
