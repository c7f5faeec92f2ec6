import { CONTRACT_VERSION, type HeaderProps } from '@grocer/shared-contracts';
import { loadHeader, reportOutage } from './load-header.ts';

type Unmount = () => void;
type MountModule = {
  readonly mount: (element: Element, props: HeaderProps) => Unmount;
  readonly hydrate: (element: Element, props: HeaderProps) => Unmount;
  readonly contractVersion: string;
};

export type MountHeaderOptions = HeaderProps & {
  /** The remote's `mf-manifest.json`. */
  readonly manifestUrl: string;
};

/** Where the server put a rendered header: the slot itself, or an element inside it. */
const SERVER_RENDERED = '[data-header-ssr]';

/**
 * The header for a page without React (or for a header your server rendered): puts it into `slot`,
 * which holds the page's own header of the same height until the header replaces it, and for good
 * when it cannot. When the slot holds a server-rendered header (`[data-header-ssr]`, from the
 * fragment or `header/server`), it hydrates that instead, with the props the server rendered with.
 * Retries in the background while the remote is down; refuses another contract major. Never
 * awaited by the page's own rendering. Returns a function that stops it and unmounts the header.
 */
export function mountHeader(slot: Element, { manifestUrl, ...props }: MountHeaderOptions): Unmount {
  let unmount: Unmount | undefined;
  const headerProps = { ...props, contractVersion: CONTRACT_VERSION };
  const serverRendered = () => (slot.matches(SERVER_RENDERED) ? slot : slot.querySelector(SERVER_RENDERED));
  const stop = loadHeader<MountModule>({
    manifestUrl,
    expose: 'mount',
    exports: ['mount', 'hydrate'],
    onEvent: props.onEvent,
    // A server's header stays as it is; otherwise the slot's own content (the page's header) does.
    onUnreachable: () => reportOutage(headerProps, !serverRendered()),
    onModule: (module) => {
      const rendered = serverRendered();
      unmount = rendered ? module.hydrate(rendered, headerProps) : module.mount(slot, headerProps);
    },
  });
  return () => {
    stop();
    unmount?.();
  };
}
