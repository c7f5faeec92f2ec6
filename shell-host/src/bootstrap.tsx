import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountFooter, mountHeader, SiteHeader } from '@grocer/header-loader';
import { FallbackHeader } from './fallback/fallback-header.tsx';
import { FallbackFooter } from './footer/fallback-footer.tsx';
import { headerPropsFor, onHeaderEvent } from './app/header-props.ts';
import { PageRoot } from './app/page-root.tsx';
import { answersFrom, readPageAnswers } from './pages/shared/preloaded-answers.ts';
import { readShellConfig } from './app/shell-config.ts';
import { startPage } from './app/start-page.ts';
import { prefetchInlinedStylesAfterLoad } from './app/prefetch-inlined-styles.ts';

/**
 * A page team's app: the shared header on top (#header-slot), the team's own
 * page below (#root), each its own React root. What the server rendered into
 * the page (the header, the page body) is hydrated; what it did not is
 * rendered here. The header comes through the page teams' loader
 * (`@grocer/header-loader`), as on any team's page: `mountHeader` hydrates the
 * server's header or replaces the host's own, `SiteHeader` renders one when the
 * server sent neither, and `mountFooter` puts the remote's footer in place of the host's.
 */
// The stylesheets this page had inlined, into the cache for the next page, which links them.
prefetchInlinedStylesAfterLoad(window);

const headerSlot = document.getElementById('header-slot');
const pageRoot = document.getElementById('root');
if (!headerSlot || !pageRoot) throw new Error('The page has no #header-slot or #root element');

try {
  const config = readShellConfig();
  const headerProps = { ...headerPropsFor(config, window.location.pathname), onEvent: onHeaderEvent };
  // The server's header is hydrated; the host's own, sent when the remote's did not come in time, is
  // a working plain form that stays until the header replaces it, once the shopper is not in it. A
  // slot the server left empty gets the host's own here.
  if (headerSlot.firstElementChild) {
    mountHeader(headerSlot, { manifestUrl: config.headerManifestUrl, ...headerProps });
  } else {
    createRoot(headerSlot).render(
      <StrictMode>
        <SiteHeader manifestUrl={config.headerManifestUrl} fallback={<FallbackHeader />} {...headerProps} />
      </StrictMode>,
    );
  }
  // The server rendered the body with the same config's services URL and the services' answers it
  // sent with the page, so the first renders agree.
  const answers = answersFrom(readPageAnswers(document));
  startPage(pageRoot, <PageRoot location={window.location} servicesUrl={config.servicesUrl} answers={answers} />);
  // The footer, the remote's like the header, with the header's props, in place of the host's own
  // footer the server sent, once the shopper nears it. A page the server could not render came
  // without that footer: the host's own is drawn here instead.
  const footerSlot = document.getElementById('footer-slot');
  if (footerSlot?.firstElementChild) mountFooter(footerSlot, { manifestUrl: config.headerManifestUrl, ...headerProps });
  else if (footerSlot) createRoot(footerSlot).render(<FallbackFooter />);
} catch (error) {
  // Without config there is no remote to load, but the page still gets a working header. The page is
  // rendered afresh (replacing any server body, which had the services the page cannot now reach).
  console.error('[shell]', error);
  createRoot(headerSlot).render(<FallbackHeader />);
  createRoot(pageRoot).render(<PageRoot location={window.location} />);
}
