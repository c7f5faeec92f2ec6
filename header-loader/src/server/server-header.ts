/**
 * The header in a Node page server's first HTML, one call a page: `serverHeader(options)` once,
 * then `render(request)` for each page gives the header's `head` (its stylesheets, inlined or
 * linked, and the files that bring it to life) and `body` (the rendered header, its state and
 * props for hydration), or the page's own header as `body` when there is no live one: no release
 * verified, the remote not answering its check, a render failed or not done by the deadline. A
 * render is rendered by the remote's server build, loaded at run time from a release signed with
 * one of `releaseKeys` (remote-header-renderer.ts), in a worker the deadline can stop.
 */
import * as z from '@grocer/shared-contracts/zod';
import {
  inlineStylesheetTag,
  preloadTag,
  stylesheetTag,
  type HydrationPreload,
} from '@grocer/shared-contracts/hydration-files';
import { releasePublicKey, ServerBuildToken } from '@grocer/shared-contracts/release-manifest';
import type { HeaderMetrics } from './header-metrics.ts';
import type { HeaderStylesheet } from './header-stylesheets.ts';
import { remoteHeaderRenderer } from './remote-header-renderer.ts';

/** A CSP nonce as browsers take one: base64 or base64url, 16 characters (96 bits) at least. */
const Nonce = z.string().check(z.regex(/^[\w+/-]{16,64}={0,2}$/));

const Options = z.object({
  manifestUrl: z.url({ protocol: /^https?$/ }),
  releaseKeys: z.union([z.string(), z.array(z.string())]),
  serverBuildToken: z.optional(ServerBuildToken),
  props: z.record(z.string(), z.unknown()),
  browser: z.optional(z.enum(['standalone', 'federation-runtime'])),
  pageShares: z.optional(z.array(z.string())),
  deadlineMs: z.optional(z.number().check(z.minimum(1))),
  budgetMs: z.optional(z.number().check(z.minimum(1))),
  checkEveryMs: z.optional(z.number().check(z.minimum(0))),
});

const PageRequest = z.object({
  nonce: Nonce,
  fallback: z.optional(z.string()),
  props: z.optional(z.record(z.string(), z.unknown())),
  cookie: z.optional(z.string()),
  pageUrl: z.optional(z.url()),
  stylesheets: z.optional(z.enum(['inline', 'linked'])),
});

export type ServerHeaderOptions = {
  /** The remote's browser manifest, e.g. https://header.fernleaf.example/mf-manifest.json. */
  readonly manifestUrl: string;
  /** The header team's release keys (base64 DER, as HEADER_RELEASE_PUBLIC_KEY: comma-separated or a list); only a release one signed runs. */
  readonly releaseKeys: string | readonly string[];
  /** The credential the remote serves its server build to (HEADER_SERVER_BUILD_TOKEN), sent to its origin only. */
  readonly serverBuildToken?: string;
  /** The header's props as your pages render it (no `onEvent`): a new release renders with them before it serves. */
  readonly props: Record<string, unknown>;
  /**
   * What hydrates the header in the browser: the remote's `standalone.js`, which `head` loads (the
   * default: a page with no federation runtime), or the page's own federation runtime (`mountHeader`
   * or `SiteHeader`), whose shared modules (`pageShares`) are then not preloaded.
   */
  readonly browser?: 'standalone' | 'federation-runtime';
  readonly pageShares?: readonly string[];
  /** The page waits no longer for its header, in all (default 300 ms): past it, `body` is the page's own. */
  readonly deadlineMs?: number;
  /** What the header's services calls may take in all (default half the deadline); past it the header renders what it knows. */
  readonly budgetMs?: number;
  /** How often, at most, the remote is asked for a new release (default 2 s). */
  readonly checkEveryMs?: number;
  /** How the header calls the services (default `fetch`): yours, to carry the page's trace on. */
  readonly fetch?: typeof fetch;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
  readonly metrics?: HeaderMetrics;
};

export type ServerHeaderRequest = {
  /** This response's CSP nonce: every tag in `head` and `body` carries it. */
  readonly nonce: string;
  /** The page's own header, at the header's height: `body` when there is no live one (else '', and the page fills the slot). */
  readonly fallback?: string;
  /** This page's props, when they differ from the options' (the placement, say). */
  readonly props?: Record<string, unknown>;
  /** The page request's Cookie header: the shopper's session. */
  readonly cookie?: string;
  /** The page's absolute URL, from your site's origin (never the request's Host): sign-in links come back to it. */
  readonly pageUrl?: string;
  /** The header's stylesheets inlined (the default: no round trip holds the first paint), or linked for a browser that has them. */
  readonly stylesheets?: 'inline' | 'linked';
};

export type ServerHeaderHtml = {
  /** The header's stylesheets and the files that bring it to life: for the page's `<head>` ('' with the page's own header). */
  readonly head: string;
  /** The live header with its state and props, or the page's own header: for the header's slot. */
  readonly body: string;
  /** Whether `body` is the live header. */
  readonly live: boolean;
  /** `head` split at the nonce: the same array on every page of a release, for a server that encodes a page's bytes once. */
  readonly headParts: readonly string[];
  /** `body` split at the nonce: the same array for every guest while their header is reused (absent with the page's own). */
  readonly bodyParts?: readonly string[];
};

export type ServerHeader = {
  /** Loads the remote's release ahead of the first page; resolves once one serves. */
  readonly warm: () => Promise<void>;
  /** The release serving (its manifest's hash) and the releases refused, by reason. */
  readonly status: () => { release: string | null; refused: Record<string, number> };
  readonly render: (request: ServerHeaderRequest) => Promise<ServerHeaderHtml>;
};

/** Where `head` takes the nonce while it is kept: text no stylesheet or address of a release holds. */
const NONCE_MARK = '\u0000nonce\u0000';

export function serverHeader(options: ServerHeaderOptions): ServerHeader {
  const parsed = Options.safeParse(options);
  if (!parsed.success) throw new TypeError(`serverHeader: ${z.prettifyError(parsed.error)}`);
  const { manifestUrl, releaseKeys, serverBuildToken, props, browser = 'standalone', pageShares } = parsed.data;
  const { deadlineMs = 300, checkEveryMs, fetch: fetchFn, log = () => {}, metrics } = options;
  const budgetMs = parsed.data.budgetMs ?? deadlineMs / 2;
  const keys = (typeof releaseKeys === 'string' ? releaseKeys.split(',') : releaseKeys)
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) throw new TypeError('serverHeader: no release key: the header would never render');
  const renderer = remoteHeaderRenderer({
    manifestUrl,
    releaseKeys: keys.map(releasePublicKey),
    ...(serverBuildToken === undefined ? {} : { serverBuildToken }),
    ...(pageShares === undefined ? {} : { pageShares }),
    loader: browser,
    proofProps: props,
    ...(checkEveryMs === undefined ? {} : { checkEveryMs }),
    ...(fetchFn === undefined ? {} : { fetch: fetchFn }),
    log,
    ...(metrics === undefined ? {} : { metrics }),
  });
  const standalone = browser === 'standalone' ? new URL('standalone.js', manifestUrl).href : undefined;
  const heads = new WeakMap<readonly HeaderStylesheet[], Partial<Record<'inline' | 'linked', readonly string[]>>>();

  /** A release's head, the same on every page but for the nonce: written once per release and delivery. */
  function headOf(
    stylesheets: readonly HeaderStylesheet[],
    preloads: readonly HydrationPreload[],
    delivery: 'inline' | 'linked',
  ): readonly string[] {
    let kept = heads.get(stylesheets);
    if (!kept) heads.set(stylesheets, (kept = {}));
    return (kept[delivery] ??= [
      ...stylesheets.map(({ href, css }) =>
        delivery === 'inline' ? inlineStylesheetTag(href, css, NONCE_MARK) : stylesheetTag(href, NONCE_MARK),
      ),
      ...preloads.map((preload) => preloadTag(preload, NONCE_MARK)),
      standalone ? `<script src="${standalone}" defer nonce="${NONCE_MARK}"></script>` : '',
    ]
      .join('')
      .split(NONCE_MARK));
  }

  return {
    warm: () => renderer.warm(),
    status: () => renderer.status(),
    async render(request) {
      const page = PageRequest.safeParse(request);
      if (!page.success) {
        log('serverHeader: a page asked wrongly; it has its own header', { problem: z.prettifyError(page.error) });
        return {
          head: '',
          body: typeof request?.fallback === 'string' ? request.fallback : '',
          live: false,
          headParts: [''],
        };
      }
      const { nonce, fallback = '', cookie, pageUrl, stylesheets = 'inline' } = page.data;
      const rendered = await renderer.render(
        {
          props: page.data.props ?? props,
          ...(cookie === undefined ? {} : { cookie }),
          ...(pageUrl === undefined ? {} : { pageUrl }),
          budgetMs,
          ...(fetchFn === undefined ? {} : { fetch: fetchFn }),
          nonce,
        },
        deadlineMs,
      );
      if (!rendered) return { head: '', body: fallback, live: false, headParts: [''] };
      const headParts = headOf(rendered.stylesheets, rendered.preloads, stylesheets);
      const bodyParts = rendered.fragmentParts;
      // Joined only when read: a server that sends the parts' bytes never builds the 40 KB of text.
      return {
        get head() {
          return headParts.join(nonce);
        },
        get body() {
          return bodyParts.join(nonce);
        },
        live: true,
        headParts,
        bodyParts,
      };
    },
  };
}
