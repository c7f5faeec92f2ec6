import type { VitalsPage } from './vitals.ts';
import * as z from './zod.ts';
import type { OnHeaderEvent } from './events.ts';
import { CustomTags } from './search-query.ts';

/** An absolute http(s) URL, or a path on the page's own origin ("/" = same origin). */
const ServiceBase = z.string().check(
  z.refine((value) => /^https?:\/\/[^\s/]+/.test(value) || value.startsWith('/'), {
    message: 'Expected an absolute http(s) URL or a path starting with "/"',
  }),
);

/** Where the header finds each service. Only `api` is required; the others default to it. */
export const ServiceUrls = z.object({
  api: ServiceBase,
  graph: z.optional(ServiceBase),
  content: z.optional(ServiceBase),
  termSuggest: z.optional(ServiceBase),
  /** Read by no header since the pass status came with GET /v1/header-state; still accepted, so a host passing it parses. */
  deliveryPass: z.optional(ServiceBase),
  banners: z.optional(ServiceBase),
});
export type ServiceUrls = z.infer<typeof ServiceUrls>;

export const FeatureFlags = z.object({
  searchHistory: z._default(z.boolean(), false),
  sitePinBar: z._default(z.boolean(), false),
  menuBanners: z._default(z.boolean(), false),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** What every search from this header carries (spec section 3's search query parameters). */
export const SearchSettings = z.object({
  /** Custom tags: a page team keeps its header's searches within a range, e.g. `['christmas']`. */
  customTags: z._default(CustomTags, []),
});
export type SearchSettings = z.infer<typeof SearchSettings>;

/**
 * The shallowest taxonomy a header may load: the Shop mega menu's depth (spec section 9), so no
 * menu it opens is left without its categories.
 */
export const HEADER_TAXONOMY_MIN_DEPTH = 4;
/** The services' deepest `depth` (TaxonomyQuery). */
export const HEADER_TAXONOMY_MAX_DEPTH = 10;

export const Placement = z.enum(['home', 'default']);
export type Placement = z.infer<typeof Placement>;

const isFunction = (value: unknown): value is OnHeaderEvent => typeof value === 'function';

/** Everything a host passes to the header, whether through React or `mount(element, props)`. */
export const HeaderPropsSchema = z.object({
  services: z._default(ServiceUrls, { api: '/' }),
  features: z._default(FeatureFlags, { searchHistory: false, sitePinBar: false, menuBanners: false }),
  placement: z._default(Placement, 'default'),
  search: z._default(SearchSettings, { customTags: [] }),
  /**
   * Levels of the taxonomy the header loads below its roots (`depth` on GET /taxonomy); the whole
   * tree when absent. Under 7 it resolves no category paths (spec section 5), so no menu entry is
   * marked as the page's own.
   */
  taxonomyDepth: z.optional(z.int().check(z.gte(HEADER_TAXONOMY_MIN_DEPTH), z.lte(HEADER_TAXONOMY_MAX_DEPTH))),
  /** Client-side logging to the console; silent when off (spec section 8). */
  clientLogging: z._default(z.boolean(), false),
  /** The CONTRACT_VERSION the host was built against, so the header can warn on a mismatch. */
  contractVersion: z.optional(z.string()),
  onEvent: z.optional(z.custom<OnHeaderEvent>(isFunction, { message: 'onEvent must be a function' })),
});
/**
 * Props as a host writes them (optional fields may be left out). `vitals` names the page for the
 * header's real-user vitals; it is parsed by the vitals code that reads it (`VitalsPage`), not here,
 * so the closed header's parse stays as it was.
 */
export type HeaderPropsInput = z.input<typeof HeaderPropsSchema> & { readonly vitals?: VitalsPage | undefined };
/** Props after parsing, with every default filled in (a page team writes `HeaderProps`, the input). */
export type ResolvedHeaderProps = z.infer<typeof HeaderPropsSchema>;

export type ParsedHeaderProps = {
  readonly props: ResolvedHeaderProps;
  /** Human-readable problems found in the input; empty when it was valid. */
  readonly problems: readonly string[];
};

const DEFAULTS = HeaderPropsSchema.parse({});

/**
 * Parses props without ever throwing: each top-level field that fails its
 * schema falls back to its default, and the problem is reported so the caller
 * can log it once. A bad prop degrades one feature, never the whole header.
 */
export function parseHeaderProps(input: unknown): ParsedHeaderProps {
  const whole = HeaderPropsSchema.safeParse(input);
  if (whole.success) return { props: whole.data, problems: [] };

  const isRecord = typeof input === 'object' && input !== null && !Array.isArray(input);
  const record: Record<string, unknown> = isRecord ? { ...input } : {};
  const problems: string[] = isRecord ? [] : ['Header props must be an object'];
  const props: Record<string, unknown> = { ...DEFAULTS };
  for (const [key, schema] of Object.entries(HeaderPropsSchema.shape)) {
    const field = schema.safeParse(record[key]);
    if (field.success) {
      props[key] = field.data;
    } else {
      problems.push(`${key}: ${field.error.issues.map((issue) => issue.message).join('; ')}`);
    }
  }
  return { props: props as ResolvedHeaderProps, problems };
}
