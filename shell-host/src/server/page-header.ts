import { randomBytes } from 'node:crypto';
import {
  inlineStylesheetTag,
  preloadTag,
  stylesheetTag,
  type HydrationPreload,
} from '@grocer/shared-contracts/hydration-files';
import type { HeaderStylesheet } from './header-stylesheets.ts';
import { encodedOnce, fillPage, PAGE_PLACES, type PageParts, splitPage } from './page-parts.ts';
import type { SecurePage } from './page-security.ts';
import type { StylesheetDelivery } from './stylesheet-delivery.ts';

export const HEADER_PLACEHOLDER = PAGE_PLACES.header;

export type PageHeader = {
  readonly fragment: string;
  readonly stylesheets: readonly HeaderStylesheet[];
  /** The files that bring the header to life (header-manifest.ts); none when unknown. */
  readonly preloads?: readonly HydrationPreload[];
};

/** One stylesheet of the header, inlined with the page's nonce (the remote's fragment does the same). */
const inlined = ({ href, css }: HeaderStylesheet, nonce: string) => inlineStylesheetTag(href, css, nonce);

/** One stylesheet of the header, linked: the browser has it from an earlier page of the site. */
const linked = ({ href }: HeaderStylesheet, nonce: string) => stylesheetTag(href, nonce);

/**
 * Where the header's tags take the page's nonce, while they are kept: a mark of this process's own,
 * which a release's stylesheets cannot contain, so their text never takes the nonce.
 */
const NONCE_MARK = `nonce-${randomBytes(16).toString('hex')}`;
const NONCE_MARKS = new Map([[NONCE_MARK, 'nonce' as const]]);

/**
 * A release's stylesheet and preload tags are the same on every page but for the nonce (its
 * stylesheets are some 24 KB inlined): written and encoded once per release and delivery, by the
 * release's own lists.
 */
const keptTags = new WeakMap<readonly unknown[], Partial<Record<StylesheetDelivery | 'preloads', PageParts>>>();

function tagsOnce<Item>(
  items: readonly Item[],
  kind: StylesheetDelivery | 'preloads',
  write: (item: Item, nonce: string) => string,
): PageParts {
  let kept = keptTags.get(items);
  if (!kept) keptTags.set(items, (kept = {}));
  return (kept[kind] ??= splitPage(items.map((item) => write(item, NONCE_MARK)).join(''), NONCE_MARKS));
}

const NO_PRELOADS: readonly HydrationPreload[] = [];

/** The host's own header: the same every time, encoded once. */
const ownHeaderBytes = encodedOnce();

/**
 * The page with the server-rendered header in its slot, after the header's
 * stylesheets, or with the host's own header (`ownHeader`) when there is no
 * server header: the page's script then replaces it with the remote's, if it
 * loads. The slot is never empty, so the page never opens without a header. The stylesheets are inlined on a shopper's
 * first page (a stylesheet from the remote's origin held back the
 * first paint by a round trip to another origin) and linked on the pages
 * reached from it, whose browser has them (stylesheet-delivery.ts).
 */
export function withHeader(
  page: SecurePage,
  header: PageHeader | undefined,
  delivery: StylesheetDelivery,
  ownHeader = '',
): SecurePage {
  if (!header) return { ...page, parts: fillPage(page.parts, { header: ownHeaderBytes(ownHeader) }) };
  const nonce = { nonce: Buffer.from(page.nonce) };
  const styles = fillPage(tagsOnce(header.stylesheets, delivery, delivery === 'inline' ? inlined : linked), nonce);
  // The files the header's script will ask for, asked for now (a preload in another CORS mode than its
  // loader's is not used, and the file is fetched twice).
  const preloads = fillPage(tagsOnce(header.preloads ?? NO_PRELOADS, 'preloads', preloadTag), nonce);
  const slot = [...styles, Buffer.from(header.fragment), ...preloads].filter((part) => typeof part !== 'string');
  return { ...page, parts: fillPage(page.parts, { header: slot }) };
}
