import * as z from './zod.ts';

// The rules the header uses while it renders live in a schema-free module (content-rules.ts).
export {
  CMS_CONTENT_PREFIX,
  CMS_RESOURCE_TYPES,
  DEFAULT_AD_BUTTON_TEXT,
  SITE_ROOT,
  rewriteCmsPath,
  rewriteRichTextHref,
} from './content-rules.ts';

/*
 * Content the header renders from the content-management system (spec section 3):
 * CMS component trees, trading cells, rich text, menu banner ads, and the
 * rule that turns content-management paths into the site's own paths.
 */

const text = z.optional(z.string());
/** Image and link sources: site paths, or paths on the services origin (resolve against its base URL). */
const Src = z.string().check(z.minLength(1), z.maxLength(2048));

// ---------------------------------------------------------------- rich text

export const RichTextAttributes = z.object({
  color: text,
  textAlign: z.optional(z.enum(['left', 'center', 'right', 'justify'])),
  marginLeft: text,
  fontSize: text,
  fontWeight: text,
  font: text,
  href: text,
  target: text,
  title: text,
});
export type RichTextAttributes = z.infer<typeof RichTextAttributes>;

/** A named annotation that spans refer to from `marks` (e.g. a link). */
export const RichTextMarkDef = z.object({
  key: z.string(),
  type: z.string(),
  attributes: z.optional(RichTextAttributes),
});
export type RichTextMarkDef = z.infer<typeof RichTextMarkDef>;

/** A block (paragraph, heading, list item) or a span inside one; `marks` name styles or markDefs keys. */
export type RichTextBlock = {
  type: string;
  text?: string | undefined;
  marks?: string[] | undefined;
  attributes?: RichTextAttributes | undefined;
  children?: RichTextBlock[] | undefined;
  markDefs?: RichTextMarkDef[] | undefined;
  listItem?: 'bullet' | 'number' | undefined;
  level?: number | undefined;
};
export const RichTextBlock: z.ZodMiniType<RichTextBlock> = z.object({
  type: z.string().check(z.minLength(1)),
  text,
  marks: z.optional(z.array(z.string())),
  attributes: z.optional(RichTextAttributes),
  get children() {
    return z.optional(z.array(RichTextBlock));
  },
  markDefs: z.optional(z.array(RichTextMarkDef)),
  listItem: z.optional(z.enum(['bullet', 'number'])),
  level: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
});

/** A text card's body. `valid: false` (the CMS found a problem) means the card shows nothing. */
export const RichTextContent = z.object({
  valid: z.boolean(),
  blocks: z.array(RichTextBlock),
});
export type RichTextContent = z.infer<typeof RichTextContent>;

// ---------------------------------------------------------------- trading cells

export const ContentLink = z.object({
  text: z.string(),
  altText: text,
  /** No url: the card shows no button (spec section 5). */
  url: text,
  newWindow: z.optional(z.boolean()),
});
export type ContentLink = z.infer<typeof ContentLink>;

export const ContentImage = z.object({
  src: Src,
  altText: z.string(),
  width: z.optional(z.int()),
  height: z.optional(z.int()),
});
export type ContentImage = z.infer<typeof ContentImage>;

export const TradingCellTextArea = z.object({
  heading: text,
  offerHeading: text,
  subheading: text,
  supportingTitle: text,
  disclaimer: text,
  displayDisclaimer: z.optional(z.boolean()),
  buttonStyle: z.optional(z.enum(['primary', 'primaryLight', 'secondary'])),
  theme: z.optional(z.enum(['light', 'red'])),
  link: z.optional(ContentLink),
});
export type TradingCellTextArea = z.infer<typeof TradingCellTextArea>;

export const TradingCellIcons = z.object({
  offerRoundel: z.optional(z.object({ text: z.string(), src: z.optional(Src) })),
  messageIcon: z.optional(z.object({ message: z.enum(['none', 'New', 'Try']) })),
  /** Shown only with display true and an image src (spec section 5). */
  brandIcon: z.optional(
    z.object({ display: z.boolean(), position: z.enum(['floated', 'pinned']), src: z.optional(Src), altText: text }),
  ),
  loyaltyCardIcon: z.optional(z.object({ additionalReduction: text, supercharged: z.optional(z.boolean()) })),
});
export type TradingCellIcons = z.infer<typeof TradingCellIcons>;

/** A product an advert or cell promotes; lineNumber builds the buylist link. */
export const PromotedProduct = z.object({ id: z.string(), lineNumber: z.string() });
export type PromotedProduct = z.infer<typeof PromotedProduct>;

export const TradingCell = z.object({
  defaultNumOfCells: z.optional(z.enum(['oneCell', 'twoCells', 'threeCells', 'fourCells'])),
  image: z.optional(z.object({ portraitImage: z.optional(ContentImage), landscapeImage: z.optional(ContentImage) })),
  textArea: z.optional(TradingCellTextArea),
  icons: z.optional(TradingCellIcons),
  products: z.optional(z.array(PromotedProduct)),
});
export type TradingCell = z.infer<typeof TradingCell>;

// ---------------------------------------------------------------- CMS components

export const CmsAnalytics = z.object({
  promoName: text,
  promoType: text,
  promoPeriod: text,
  bannerPurpose: text,
  buyingOfficeAndGroup: text,
  enhancedEcommerceInternalPromotion: z.optional(z.boolean()),
  assetModuleType: text,
});
export type CmsAnalytics = z.infer<typeof CmsAnalytics>;

export const DeviceBreakpoint = z.object({
  name: z.enum(['xs', 'sm', 'md', 'lg', 'xl']),
  /** Columns of 12. */
  width: z.int().check(z.minimum(0), z.maximum(12)),
  offset: z.int().check(z.minimum(0), z.maximum(12)),
  visible: z.boolean(),
  layout: z.string(),
});
export type DeviceBreakpoint = z.infer<typeof DeviceBreakpoint>;

/** A CMS component: the common fields, plus the fields of whichever kind `resourceType` names. */
export type CmsComponent = TradingCell & {
  resourceType: string;
  componentId: string;
  analytics?: CmsAnalytics | undefined;
  cqResponsive?: { deviceBreakpoints: DeviceBreakpoint[] } | undefined;
  childComponents?: CmsComponent[] | undefined;
  linkPath?: string | undefined;
  elementId?: string | undefined;
  /** Quality preset name (e.g. highQuality95) to image src. */
  dynamicImages?: Record<string, string> | undefined;
  assetMetadataHeight?: number | undefined;
  assetMetadataWidth?: number | undefined;
  styleIds?: string[] | undefined;
  richText?: RichTextContent | undefined;
};
export const CmsComponent: z.ZodMiniType<CmsComponent> = z.object({
  resourceType: z.string().check(z.minLength(1)),
  componentId: z.string().check(z.minLength(1)),
  analytics: z.optional(CmsAnalytics),
  cqResponsive: z.optional(z.object({ deviceBreakpoints: z.array(DeviceBreakpoint) })),
  get childComponents() {
    return z.optional(z.array(CmsComponent));
  },
  linkPath: z.optional(Src),
  elementId: text,
  dynamicImages: z.optional(z.record(z.string(), Src)),
  assetMetadataHeight: z.optional(z.int()),
  assetMetadataWidth: z.optional(z.int()),
  styleIds: z.optional(z.array(z.string())),
  ...TradingCell.shape,
  richText: z.optional(RichTextContent),
});

/** Components by location name (for the mega menu: the root category id they sit beside). */
export const ContentLocations = z.record(z.string(), z.array(CmsComponent));
export type ContentLocations = z.infer<typeof ContentLocations>;

// ---------------------------------------------------------------- content calls

/** PUT /content/{path}?clientType=WEB_APP */
export const ContentFragmentRequest = z.object({
  /** The site page being shown, e.g. /ecom/shop/browse/groceries. */
  contentUrl: z
    .string()
    .check(z.maxLength(2048, { abort: true }), z.regex(/^\/(?!\/)/, 'Expected a site path starting with "/"')),
  /** The signed-in customer, or "-1" for a guest (spec section 6). */
  customerId: z.string().check(z.minLength(1), z.maxLength(64)),
  customerSearchRequest: z._default(
    z.object({
      queryParams: z._default(
        z.record(z.string(), z.union([z.string(), z.array(z.string()).check(z.maxLength(50))])),
        {},
      ),
    }),
    { queryParams: {} },
  ),
});
export type ContentFragmentRequest = z.input<typeof ContentFragmentRequest>;

export const ContentFragmentResponse = z.object({
  locations: ContentLocations,
  /** The seasonal menu button shows only with a page title and a location (spec section 5). */
  pageTitle: z.optional(z.object({ text: z.string().check(z.minLength(1)) })),
});
export type ContentFragmentResponse = z.infer<typeof ContentFragmentResponse>;

export const ExperienceFragment = z.object({
  key: z.string(),
  locations: ContentLocations,
});
export type ExperienceFragment = z.infer<typeof ExperienceFragment>;

/**
 * GET /content/experience-fragments/{key}. On failure `content` is null and
 * `error`/`message` say why (the body is then also a ServiceError); the header
 * stores nothing then.
 */
export const ExperienceFragmentResponse = z.object({
  content: z.nullable(ExperienceFragment),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ExperienceFragmentResponse = z.infer<typeof ExperienceFragmentResponse>;

// ---------------------------------------------------------------- banner ads

/** POST /adtech/banners */
export const BannersRequest = z.object({
  type: z.literal('mega-menu'),
  categories: z
    .array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Expected a category id')))
    .check(z.maxLength(20)),
  /** The shopper's open order, when signed in. */
  trolleyId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type BannersRequest = z.infer<typeof BannersRequest>;

export const BannerAd = z.object({
  id: z.string(),
  textArea: z.object({
    heading: z.string(),
    subheading: text,
    buttonText: text,
    link: z.optional(ContentLink),
  }),
  image: z.object({ src: Src, altText: z.string() }),
  products: z.array(PromotedProduct),
  marketingBadge: z.optional(z.object({ text: z.string() })),
  tracking: z.object({
    /** Fire (POST) once the ad is 50 % visible. */
    impressionUrls: z.array(Src),
    /** Fire (POST) when the ad is clicked. */
    clickUrls: z.array(Src),
    vendor: z.string(),
  }),
});
export type BannerAd = z.infer<typeof BannerAd>;

export const BannersResponse = z.object({
  data: z.object({ bannerAds: z.array(BannerAd) }),
});
export type BannersResponse = z.infer<typeof BannersResponse>;
