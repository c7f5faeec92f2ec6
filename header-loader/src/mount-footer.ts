import { compareContractVersions, CONTRACT_VERSION, type FooterProps } from '@grocer/shared-contracts';
import { loadExpose } from './federation.ts';
import { checkShape, describeError } from './load-header.ts';

type Unmount = () => void;
type FooterModule = {
  readonly mountFooter: (element: Element, props: FooterProps) => Unmount;
  readonly contractVersion: string;
};

export type MountFooterOptions = FooterProps & {
  /** The remote's `mf-manifest.json`, the header's. */
  readonly manifestUrl: string;
};

/** How far below the screen the footer starts loading, so it is there when the shopper scrolls to it. */
export const FOOTER_NEAR_PX = 400;

const keepOwn = (why: string) => console.warn(`[header-loader] The footer ${why}; the page keeps its own footer.`);

/**
 * The site footer, for any page: `slot` holds the page's own footer (at least
 * `FOOTER_ESSENTIAL_LINKS`) until the remote's replaces it. Nothing is fetched until the slot is
 * within 400 px of the screen, so the footer never adds to a page's load; then `header/Footer`
 * once, with its shape and contract checked, mounted with the header's props. Not retried, as the
 * header is: the page's own footer holds what a shopper needs from one. Another contract major is
 * not reported again (the header has: one `contract_mismatch` a page). Returns a function that
 * stops it and unmounts the footer.
 */
export function mountFooter(slot: Element, { manifestUrl, ...props }: MountFooterOptions): Unmount {
  let stopped = false;
  let unmount: Unmount | undefined;
  const start = () => {
    loadExpose(manifestUrl, 'Footer', 0)
      .then((value) => checkShape<FooterModule>(value, 'Footer', ['mountFooter']))
      .then(
        (module) => {
          const agreement = compareContractVersions(CONTRACT_VERSION, module.contractVersion);
          if (stopped || agreement.status === 'incompatible') return;
          try {
            unmount = module.mountFooter(slot, props);
          } catch (error) {
            keepOwn(`could not be mounted (${describeError(error)})`);
          }
        },
        (error: unknown) => {
          if (!stopped) keepOwn(`could not load (${describeError(error)})`);
        },
      );
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            start();
          },
          { rootMargin: `0px 0px ${FOOTER_NEAR_PX}px 0px` },
        );
  if (observer) observer.observe(slot);
  else start();
  return () => {
    stopped = true;
    observer?.disconnect();
    unmount?.();
  };
}
