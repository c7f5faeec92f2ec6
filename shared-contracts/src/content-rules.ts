/*
 * Content rules the header uses while it renders: the mapped resource types,
 * the ad button's default text, and the rewriting of content-management and
 * rich-text links. Schema-free, so rendering content pulls in no zod schema.
 */

/** The resource types the header maps to components; anything else is warned about and renders nothing. */
export const CMS_RESOURCE_TYPES = Object.freeze({
  container: 'fernleaf/components/container',
  tradingCell: 'fernleaf/components/trading-cell',
  textPromoCard: 'fernleaf/components/text-promo-card',
  menuCardGroup: 'fernleaf/components/menu-card-group',
  menuCard: 'fernleaf/components/menu-card',
});

/** What the header shows on an ad button when the ad names none (spec section 9). */
export const DEFAULT_AD_BUTTON_TEXT = 'Shop Now';

// ---------------------------------------------------------------- path rewriting

/** Where the site's pages live in the content-management system. */
export const CMS_CONTENT_PREFIX = '/content/fernleaf/en';
/** The site's own paths (spec section 2). */
export const SITE_ROOT = '/ecom';

/** http(s) only with a host after the slashes; `https:evil` or a bare `https://` is no link. */
const SAFE_EXTERNAL = /^(https?:\/\/[^/\\\s]|mailto:|tel:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/** The path without any `.html` at its end (`a.html.html` → `a`). */
function withoutHtml(path: string): string {
  let end = path.length;
  while (end >= 5 && path.slice(end - 5, end).toLowerCase() === '.html') end -= 5;
  return path.slice(0, end);
}

const DOT = new Set(['.', '%2e']);
const DOUBLE_DOT = new Set(['..', '.%2e', '%2e.', '%2e%2e']);

/**
 * Resolves `.` and `..` segments the way browsers do (percent-encoded dots and
 * backslashes included), so a rewritten path cannot climb out of /ecom.
 */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/').slice(1)) {
    const lower = segment.toLowerCase();
    if (DOUBLE_DOT.has(lower)) out.pop();
    else if (!DOT.has(lower)) out.push(segment);
  }
  return `/${out.join('/')}`;
}

/** `/ecom` plus a path, with no dot segments, no `.html` and no trailing slash on the root. */
function underSiteRoot(path: string): string {
  // Until nothing changes: taking `.html` off can make a dot segment (`...html` → `..`), and taking a
  // dot segment away can leave `.html` at the end (`x.html/y/..`). Each round takes a segment away,
  // and content paths are at most 2,048 characters (Src), so this stays small.
  let rest = path;
  for (let next = withoutHtml(removeDotSegments(rest)); next !== rest; next = withoutHtml(removeDotSegments(rest))) {
    rest = next;
  }
  return rest === '/' ? SITE_ROOT : `${SITE_ROOT}${rest}`;
}

/**
 * A content-management path with the content prefix becomes the site's own
 * path: `/content/fernleaf/en/shop/browse/offers.html?x=1` → `/ecom/shop/browse/offers?x=1`.
 * Anything else is returned unchanged.
 */
export function rewriteCmsPath(path: string): string {
  const [pathname, suffix] = splitSuffix(path);
  if (pathname !== CMS_CONTENT_PREFIX && !pathname.startsWith(`${CMS_CONTENT_PREFIX}/`)) return path;
  return `${underSiteRoot(pathname.slice(CMS_CONTENT_PREFIX.length) || '/')}${suffix}`;
}

/**
 * A rich-text link's href as the site links it: content-management paths as
 * in rewriteCmsPath, other relative paths put under /ecom with .html removed,
 * http(s)/mailto/tel kept. Other schemes (javascript:, data:…) and
 * protocol-relative URLs give undefined: the text renders without a link.
 */
export function rewriteRichTextHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed === '') return undefined;
  if (SAFE_EXTERNAL.test(trimmed)) return trimmed;
  if (HAS_SCHEME.test(trimmed) || /^[/\\]{2}/.test(trimmed)) return undefined;
  if (trimmed.startsWith('#')) return trimmed;
  const cms = rewriteCmsPath(trimmed);
  if (cms !== trimmed) return cms;
  const [pathname, suffix] = splitSuffix(trimmed);
  const absolute = removeDotSegments(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const inSite = absolute === SITE_ROOT || absolute.startsWith(`${SITE_ROOT}/`);
  return `${underSiteRoot(inSite ? absolute.slice(SITE_ROOT.length) || '/' : absolute)}${suffix}`;
}

// ---------------------------------------------------------------- what content may link to

/*
 * Every href and image src in CMS content is untrusted. These rules decide what
 * may become an `<a href>` or `<img src>`; anything else renders as text or
 * not at all (spec section 8). The header's content and the
 * host's content pages both draw with them.
 */

/** Control characters: browsers drop some of them inside URLs (`/\t/evil.example` → `//evil.example`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\]/i;
/** A path on this site: one leading slash, not two (`//host` is another origin), and no backslash (read as `/`). */
const SITE_PATH = /^\/(?![/\\])/;
const MAX_LENGTH = 2048;

function cleanString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * A CTA, card or image link: content-management paths become site paths
 * (`rewriteCmsPath`); then only http(s) URLs and site paths are links.
 */
export function contentHref(url: unknown): string | undefined {
  const clean = cleanString(url);
  if (clean === undefined) return undefined;
  const rewritten = rewriteCmsPath(clean);
  return ABSOLUTE_HTTP.test(rewritten) || SITE_PATH.test(rewritten) ? rewritten : undefined;
}

/**
 * A rich-text link: `rewriteRichTextHref` (undefined for javascript:, data:,
 * //host…), never with control characters, and an http(s) link only with a
 * host (`https://` alone or `https:host` are not links).
 */
export function richTextHref(href: unknown): string | undefined {
  const clean = cleanString(href);
  const rewritten = clean === undefined ? undefined : rewriteRichTextHref(clean);
  if (rewritten !== undefined && /^https?:/i.test(rewritten) && !ABSOLUTE_HTTP.test(rewritten)) return undefined;
  return rewritten;
}

/**
 * An image src: http(s) as it is, a services path (`/images/...`) resolved
 * against the content service's base URL. Anything else (data:, javascript:,
 * relative, protocol-relative) gives no image.
 */
export function contentImageSrc(src: unknown, base: string | undefined): string | undefined {
  const clean = cleanString(src);
  if (clean === undefined) return undefined;
  if (ABSOLUTE_HTTP.test(clean)) return clean;
  if (!SITE_PATH.test(clean)) return undefined;
  return base === undefined ? clean : `${base.replace(/(?<!\/)\/+$/, '')}${clean}`;
}
