import { useEffect, useRef, useState } from 'react';
import { compareContractVersions, CONTRACT_VERSION, type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { RenderBoundary } from './render-boundary.tsx';
import { FallbackFooter } from './fallback-footer.tsx';
import { loadFooterModule, type FooterModule } from './load-footer.ts';

type Props = {
  readonly manifestUrl: string;
  readonly footerProps: HeaderPropsInput;
  /** How the footer module is loaded (tests pass their own). */
  readonly load?: (manifestUrl: string) => Promise<FooterModule>;
};

/** How far below the screen the footer starts loading, so it is there when the shopper scrolls to it. */
const NEAR_VIEWPORT = '400px';

/**
 * The page's footer: the host's fallback footer (the same as the server sent), replaced by the
 * remote's footer once the shopper nears it. The footer never adds to a page's load: nothing is
 * fetched until the footer is within 400 px of the screen. When the remote cannot be loaded,
 * speaks another major contract version (the header has reported that already), or its footer
 * crashes, the fallback footer stays; it is not retried, as the header is: the fallback holds
 * what a shopper needs from a footer.
 */
export function SiteFooter({ manifestUrl, footerProps, load = loadFooterModule }: Props) {
  const [module, setModule] = useState<FooterModule | 'failed' | undefined>();
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let current = true;
    const start = () => {
      load(manifestUrl).then(
        (loaded) => {
          if (!current) return;
          const agreement = compareContractVersions(CONTRACT_VERSION, loaded.contractVersion);
          setModule(agreement.status === 'incompatible' ? 'failed' : loaded);
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('[shell] The remote footer could not load; the fallback footer stays', String(error));
          setModule('failed');
        },
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: `0px 0px ${NEAR_VIEWPORT} 0px` },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [manifestUrl, load]);

  if (module === undefined || module === 'failed') {
    return (
      <div ref={anchor}>
        <FallbackFooter />
      </div>
    );
  }
  const { Footer } = module;
  return (
    <div ref={anchor}>
      <RenderBoundary
        fallback={<FallbackFooter />}
        onError={(error) => console.warn('[shell] The remote footer crashed; the fallback footer stays', String(error))}
      >
        <Footer {...footerProps} />
      </RenderBoundary>
    </div>
  );
}
