import * as z from './zod.ts';
import { Money } from './money.ts';
import { CustomTags } from './search-query.ts';

export { CATALOGUE_ROOT_IDS, ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID } from './category-ids.ts';

/** Units of measure (spec section 3): each (C62), kilogram, gram, pound. */
export const UNITS_OF_MEASURE = ['C62', 'KGM', 'GRM', 'LBR'] as const;
export const UnitOfMeasure = z.enum(UNITS_OF_MEASURE);
export type UnitOfMeasure = z.infer<typeof UnitOfMeasure>;

export const PRODUCT_SERVICE_TYPES = ['GROCERY', 'ENTERTAINING_PLACED_AT_HOME'] as const;
export const ProductServiceType = z.enum(PRODUCT_SERVICE_TYPES);
export type ProductServiceType = z.infer<typeof ProductServiceType>;

// ---------------------------------------------------------------- taxonomy

const taxonomyEntryShape = {
  id: z.string().check(z.minLength(1)),
  /** The name shown in menus. */
  name: z.string(),
  /** A shorter label for tight spaces (the mobile menu, breadcrumbs). */
  shortName: z.string(),
  /** Site path: /ecom/shop/browse/groceries/..., or the offers path for offer categories. */
  url: z.string(),
  parentId: z.nullable(z.string()),
  /** Child category ids, in menu order. */
  categoryIds: z.array(z.string()),
  /** Experience fragment key for the category's banner. */
  banner: z.nullable(z.string()),
  megaMenuBanner: z.nullable(z.string()),
  /** True exactly when no available product sits in this category or below it. */
  emptyOfProducts: z.boolean(),
  hiddenInNav: z.boolean(),
  additionalClasses: z.nullable(z.string()),
  iconName: z.nullable(z.string()),
  offer: z.boolean(),
  // Spec section 3, "Menu item". Defaulted, so a taxonomy from before they existed still parses.
  /** Made by the catalogue from other categories (the offers category of each department), not by an editor. */
  generated: z._default(z.boolean(), false),
  /** Shown in bold in the menus. */
  bold: z._default(z.boolean(), false),
  /** Shown with a warning icon in the menus (decision 020). */
  showWarningIcon: z._default(z.boolean(), false),
  /** The season's name when the category is a seasonal range (e.g. "Christmas"), for the seasonal menu. */
  seasonalMenuTitle: z._default(z.nullable(z.string()), null),
};

/** One category as the mega menu reads it (spec section 3, "Category taxonomy entry"). */
export const TaxonomyEntry = z.object(taxonomyEntryShape);
export type TaxonomyEntry = z.infer<typeof TaxonomyEntry>;

export type TaxonomyTreeEntry = TaxonomyEntry & { childCategories: TaxonomyTreeEntry[] };
export const TaxonomyTreeEntry: z.ZodMiniType<TaxonomyTreeEntry> = z.object({
  ...taxonomyEntryShape,
  get childCategories() {
    return z.array(TaxonomyTreeEntry);
  },
});

export const TAXONOMY_FORMATS = ['flat', 'tree'] as const;
/** Which roots come back without `root`: the catalogue's two, or those and the menu roots after them (decision 024). */
export const TAXONOMY_ROOTS = ['catalogue', 'all'] as const;

/** GET /taxonomy?format=flat|tree&root=<id>&depth=<n>&roots=catalogue|all */
export const TaxonomyQuery = z.object({
  format: z._default(z.enum(TAXONOMY_FORMATS), 'flat'),
  /** One root (e.g. 10051, or a menu root such as 10053); without it, the roots `roots` names. */
  root: z.optional(z.string().check(z.regex(/^\d{1,12}$/))),
  /** Levels below the root to include (1 = the root's children); all when absent. */
  depth: z.optional(z.int().check(z.gte(1), z.lte(10))),
  roots: z._default(z.enum(TAXONOMY_ROOTS), 'catalogue'),
});
export type TaxonomyQuery = z.infer<typeof TaxonomyQuery>;

export const TaxonomyResponse = z.discriminatedUnion('format', [
  /** Depth-first, parents before children, siblings in menu order. */
  z.object({ format: z.literal('flat'), categories: z.array(TaxonomyEntry) }),
  /** The root(s), each with nested `childCategories`. */
  z.object({ format: z.literal('tree'), categories: z.array(TaxonomyTreeEntry) }),
]);
export type TaxonomyResponse = z.infer<typeof TaxonomyResponse>;

// ---------------------------------------------------------------- products

export const PRODUCT_ID_PATTERN = /^\d{6}-\d{6}-\d{6}$/;
export const ProductId = z.string().check(z.regex(PRODUCT_ID_PATTERN));

export const ProductSummary = z.object({
  /** e.g. '104512-338120-907214'; the first part is the line number. */
  id: ProductId,
  lineNumber: z.string(),
  name: z.string(),
  brand: z.string(),
  /** As shown on the pack line: '2 pints', '500g', 'per kg', 'each'. */
  size: z.string(),
  /** Per item for C62; per kilogram, gram or pound for weighed items. */
  price: Money,
  uom: UnitOfMeasure,
  /** Estimated weight of one item in `uom` for weighed items; 1 for C62. */
  averageQuantity: z.number(),
  /** What one item is expected to cost: price × averageQuantity. */
  estimatedPrice: Money,
  unitPriceText: z.string(),
  promotion: z.nullable(z.string()),
  available: z.boolean(),
  serviceType: ProductServiceType,
  /** Days of notice an entertaining item needs; 0 for groceries. */
  noticeDays: z.int().check(z.gte(0)),
  /** The services' own image, relative to the services base URL. */
  imageUrl: z.string(),
  /** Root first, the product's own category last. */
  categoryPath: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const PRODUCT_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'nameAsc', 'new'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

/** Spec section 9: search page size. */
export const SEARCH_PAGE_SIZE = 48;
/** Filter tags are `id:value`; values of one id are alternatives, different ids must all match. */
export const FILTER_TAG_IDS = ['offer', 'brand', 'dietary', 'serviceType', 'available', 'highlight'] as const;
export const FilterTag = z.string().check(
  z.regex(/^(offer|brand|dietary|serviceType|available|highlight):.{1,100}$/, {
    error: `must be "id:value" with id one of ${FILTER_TAG_IDS.join(', ')}`,
  }),
);

/** GET /v1/products/search (query string; repeat filterTags, searchTags and customTags for several). */
export const ProductSearchQuery = z.object({
  searchTerm: z.optional(z.string().check(z.maxLength(1000))),
  /** A category id: products in it or anywhere below it (offer categories: promoted products). */
  category: z.optional(z.string().check(z.regex(/^\d{1,12}$/))),
  filterTags: z._default(z.array(FilterTag).check(z.maxLength(20)), []),
  /** Product tags every result must carry, e.g. 'vegan', 'organic'. */
  searchTags: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(50))).check(z.maxLength(10)), []),
  /** Merchandising tags every result must carry, e.g. 'christmas' (spec section 3's custom tags). */
  customTags: z._default(CustomTags, []),
  sortBy: z._default(ProductSort, 'relevance'),
  size: z._default(z.int().check(z.gte(1), z.lte(SEARCH_PAGE_SIZE)), SEARCH_PAGE_SIZE),
  /** Offset of the first result: 0, 48, 96... */
  start: z._default(z.int().check(z.gte(0), z.lte(10000)), 0),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

export const ProductSearchResponse = z.object({
  products: z.array(ProductSummary),
  /** How many products match in all (every page). */
  totalMatches: z.int().check(z.gte(0)),
  start: z.int().check(z.gte(0)),
  size: z.int().check(z.gte(1)),
  /** The term searched after sanitising ('' when none). */
  searchTerm: z.string(),
  /** The folded words matched on (for highlighting); empty without a term. */
  terms: z.array(z.string()),
  /** False when no product had every word and these are products with some of them. */
  matchedAllTerms: z.boolean(),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;

// ---------------------------------------------------------------- term suggest

// In a module of its own so the header's search can import it without every catalogue schema.
export { TERM_SUGGEST_MAX_TERMS, TERM_SUGGEST_MIN_LENGTH, TermSuggestResponse } from './term-suggest.ts';
