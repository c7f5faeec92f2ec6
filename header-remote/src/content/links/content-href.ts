import { rewriteCmsPath, rewriteRichTextHref } from '@grocer/shared-contracts';

/*
 * Every href and image src in CMS content is untrusted. These rules decide what
 * may become an `<a href>` or `<img src>`; anything else renders as text or
 * not at all (spec section 8, issue 5 "Safety").
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
