import {
  HEADER_SSR_ATTRIBUTE,
  HEADER_STATE_SCRIPT_ATTRIBUTE,
  HeaderInitialState,
  parseHeaderProps,
  type HeaderPropsInput,
} from '@grocer/shared-contracts/domain';
import { PreloadedHeader } from '../app/preloaded-header.tsx';
import { menuTopOf } from '../navigation/menu-top.ts';
import { silentLogger, type Logger } from '../lib/logger.ts';
import { DEFAULT_SERVER_BUDGET_MS, loadServerState } from './load-server-state.ts';
import { heldPressesScript } from '../lib/held-presses.ts';
import { renderToHtml } from './render-to-html.ts';
import { safeJson } from './safe-json.ts';
import { serverRenderCaches, type RenderCaches, type RenderedHeader } from './render-caches.ts';

/** The header's props as a server has them: serialisable, so the page's script can hydrate with the same. */
export type ServerHeaderProps = Omit<HeaderPropsInput, 'onEvent'>;

export type RenderHeaderRequest = {
  readonly props: ServerHeaderProps;
  /** The page request's Cookie header: the shopper's session. */
  readonly cookie?: string;
  /** The page's absolute URL, for links that come back to it (sign in, register). */
  readonly pageUrl?: string;
  /** The services as this server reaches them, when not at `props.services.api` (which may be a path on the page's origin). */
  readonly servicesUrl?: string;
  /** What the services calls may take in all (150 ms by default); past it the header renders what is known. */
  readonly budgetMs?: number;
  readonly fetch?: typeof globalThis.fetch;
  readonly logger?: Logger;
  /** Where the taxonomy (for the crawler links) and guests' seasonal menus are kept between renders: the server module's own unless given. */
  readonly caches?: RenderCaches;
};

export type { RenderedHeader };

/**
 * Renders the header for one page request, in the state of the shopper who
 * asked (from the page's cookies), with the page's seasonal menu and the
 * crawler links. Never throws for a services failure: the header then
 * renders as the spec's degraded states say.
 */
export async function renderHeader({
  props,
  cookie,
  pageUrl,
  servicesUrl,
  budgetMs = DEFAULT_SERVER_BUDGET_MS,
  fetch = globalThis.fetch,
  logger = silentLogger,
  caches = serverRenderCaches,
}: RenderHeaderRequest): Promise<RenderedHeader> {
  const { services } = parseHeaderProps(props).props;
  // Only a URL the browser's parse will accept: otherwise the browser could not hydrate.
  const page = HeaderInitialState.shape.pageUrl.safeParse(pageUrl);
  if (!page.success) logger.warn('Ignored a page URL that is not an absolute http(s) URL', { pageUrl });
  const knownPageUrl = page.success ? page.data : undefined;
  const loaded = await loadServerState({
    servicesUrl: servicesUrl ?? services.api,
    ...(services.content !== undefined ? { contentUrl: services.content } : {}),
    cookie,
    pageUrl: knownPageUrl,
    budgetMs,
    fetch,
    logger,
    caches,
  });
  // Every guest on a page is shown the same header: an earlier guest's render of it, whole, is theirs too.
  const guestKey = guestRenderKey(props, knownPageUrl, loaded);
  const earlier = guestKey === undefined ? undefined : caches.guestRenders.get(guestKey);
  if (earlier) return earlier;
  const state: HeaderInitialState = {
    ...loaded.state,
    // What the menus draw of the taxonomy, so the browser hydrates them as drawn without the whole of it.
    ...(loaded.taxonomy ? { menuTop: menuTopOf(loaded.taxonomy) } : {}),
    ...(knownPageUrl !== undefined ? { pageUrl: knownPageUrl } : {}),
    renderedAt: new Date().toISOString(),
  };
  const { html, failed } = await renderToHtml(
    <PreloadedHeader input={props} state={state} server={{ taxonomy: loaded.taxonomy ?? undefined }} />,
    logger,
  );
  const rendered = {
    html,
    state,
    stateJson: safeJson(state),
    complete: state.complete,
    budgetMissed: loaded.budgetMissed,
  };
  if (guestKey !== undefined && !failed) caches.guestRenders.set(guestKey, rendered);
  return rendered;
}

/** Ids for the taxonomies renders were given: a new taxonomy (a new array from the cache) is a new key. */
const taxonomyIds = new WeakMap<object, number>();
let lastTaxonomyId = 0;

/**
 * What a guest's render depends on, as a key: the props, the page, the state
 * (signed out, with the page's seasonal menu) and the taxonomy. Undefined for
 * anything but a guest with every answer in: a shopper's render is theirs alone.
 */
function guestRenderKey(
  props: ServerHeaderProps,
  pageUrl: string | undefined,
  { state, taxonomy }: Awaited<ReturnType<typeof loadServerState>>,
): string | undefined {
  if (state.auth.status !== 'signed-out' || !state.complete || taxonomy === null) return undefined;
  let taxonomyId = taxonomyIds.get(taxonomy);
  if (taxonomyId === undefined) {
    taxonomyId = ++lastTaxonomyId;
    taxonomyIds.set(taxonomy, taxonomyId);
  }
  return JSON.stringify([props, pageUrl ?? null, state, taxonomyId]);
}

/**
 * The header as an HTML fragment any page can include: the rendered header in
 * its element, then a non-executable script with the props and state it was
 * rendered with, which `hydrate` (and the standalone entry) read, then the
 * inline script that holds a press on the header until its script takes it
 * (lib/held-presses.ts), with the page's CSP nonce when it has one.
 */
export function headerFragment(
  rendered: Pick<RenderedHeader, 'html' | 'stateJson'>,
  props: ServerHeaderProps,
  { nonce }: { readonly nonce?: string } = {},
): string {
  const json = `{"props":${safeJson(props)},"state":${rendered.stateJson}}`;
  return (
    `<div ${HEADER_SSR_ATTRIBUTE}="">${rendered.html}</div>` +
    `<script type="application/json" ${HEADER_STATE_SCRIPT_ATTRIBUTE}="">${json}</script>` +
    heldPressesScript(nonce)
  );
}
