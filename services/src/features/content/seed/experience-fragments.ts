import {
  CMS_RESOURCE_TYPES,
  type CmsComponent,
  type ContentLocations,
  ENTERTAINING_ROOT_ID,
  GROCERIES_ROOT_ID,
} from '@grocer/shared-contracts/domain';
import { type CategorySeed, generateCatalogue } from '../../catalogue/seed/generate-catalogue.ts';
import { type ContentImageSlug, contentImageSrc } from '../content-images.ts';
import { categoryByNames, categoryPath, categorySitePath } from './catalogue-picks.ts';
import {
  analytics,
  cmsPage,
  FULL_WIDTH,
  linkedParagraph,
  paragraph,
  span,
} from '@grocer/shared-contracts/cms-builders';
import { seededImage } from './seeded-image.ts';

export type SeededExperienceFragment = {
  readonly key: string;
  readonly locations: ContentLocations;
  /** What a shopper with a token session sees instead; omitted when everyone sees the same. */
  readonly signedInLocations?: ContentLocations;
};

/**
 * The picture on a department's banners (and its groups'), by the
 * department's lower-case url name. Departments not listed here get their
 * root's picture, so a department the catalogue adds still gets banners.
 */
const DEPARTMENT_IMAGES: Readonly<Record<string, ContentImageSlug>> = {
  fresh_and_chilled: 'banner-groceries',
  fruit_and_vegetables: 'cell-spring-greens',
  bakery: 'cell-bakery',
  tea_coffee_and_soft_drinks: 'ad-coffee',
  seasonal: 'seasonal-christmas',
  party_food: 'ad-canapes',
  cakes_and_desserts: 'banner-entertaining',
  roasts_and_mains: 'cell-platters',
};
const ROOT_IMAGES: Readonly<Record<string, ContentImageSlug>> = {
  [GROCERIES_ROOT_ID]: 'banner-groceries',
  [ENTERTAINING_ROOT_ID]: 'banner-entertaining',
};

function imageFor(category: CategorySeed): ContentImageSlug {
  const [root, department] = categoryPath(category);
  const departmentImage = department ? DEPARTMENT_IMAGES[department.urlName.toLowerCase()] : undefined;
  return departmentImage ?? ROOT_IMAGES[root?.id ?? ''] ?? 'banner-groceries';
}

function bannerCell(
  id: string,
  slug: ContentImageSlug,
  title: string,
  subheading: string,
  link: { text: string; sitePath: string },
  cells: 'oneCell' | 'fourCells',
): CmsComponent {
  return {
    resourceType: CMS_RESOURCE_TYPES.tradingCell,
    componentId: id,
    elementId: id,
    analytics: analytics(title, { promoType: 'category-banner', bannerPurpose: 'category' }),
    cqResponsive: FULL_WIDTH,
    linkPath: cmsPage(link.sitePath),
    defaultNumOfCells: cells,
    ...seededImage(slug, '', 640, 360),
    textArea: {
      heading: title,
      subheading,
      buttonStyle: 'primary',
      link: { text: link.text, url: cmsPage(link.sitePath) },
    },
  };
}

/** The category's `banner` fragment: a full-width cell linking to the category. */
const categoryBanner = (category: CategorySeed, key: string): SeededExperienceFragment => ({
  key,
  locations: {
    banner: [
      bannerCell(
        `category-banner-${category.urlName.toLowerCase()}`,
        imageFor(category),
        category.name,
        `Shop ${category.name.toLowerCase()}`,
        { text: 'Shop now', sitePath: categorySitePath(category) },
        'fourCells',
      ),
    ],
  },
});

/** The category's `megaMenuBanner` fragment: one cell for the open department in the mega menu. */
const megaMenuBanner = (category: CategorySeed, key: string): SeededExperienceFragment => ({
  key,
  locations: {
    megaMenuBanner: [
      bannerCell(
        `mega-menu-banner-${category.urlName.toLowerCase()}`,
        imageFor(category),
        category.name,
        'New in and on offer this week',
        { text: `Explore ${category.name}`, sitePath: categorySitePath(category) },
        'oneCell',
      ),
    ],
  },
});

/**
 * One fragment for every banner key the catalogue sets, read from
 * `generateCatalogue()`: `banner` (`category-banners/<url name, lower case>`,
 * departments and the groups under them) and `megaMenuBanner`
 * (`mega-menu-banners/<url name, lower case>`, departments), so every key the
 * taxonomy hands the header answers 200. A key two categories share is
 * seeded once, for the first of them in catalogue order.
 */
function categoryBannerFragments(): SeededExperienceFragment[] {
  const fragments = new Map<string, SeededExperienceFragment>();
  for (const category of generateCatalogue().categories) {
    if (category.banner !== null && !fragments.has(category.banner)) {
      fragments.set(category.banner, categoryBanner(category, category.banner));
    }
    if (category.megaMenuBanner !== null && !fragments.has(category.megaMenuBanner)) {
      fragments.set(category.megaMenuBanner, megaMenuBanner(category, category.megaMenuBanner));
    }
  }
  return [...fragments.values()];
}

/** Fresh & Chilled's category banner has a signed-in variant, to show the token-session flag at work. */
const FAVOURITES_BANNER: ContentLocations = {
  banner: [
    bannerCell(
      'category-banner-fresh_and_chilled-favourites',
      'banner-groceries',
      'Your chilled favourites',
      'Everything you buy most, in one place',
      {
        text: 'See favourites',
        sitePath: '/favourites',
      },
      'fourCells',
    ),
  ],
};

/** Key of the fragment that holds the CMS edge cases the header must cope with. */
export const EDGE_CASES_KEY = 'demo-cms-edge-cases';

/** The category banner with the signed-in variant: Fresh & Chilled's. */
const FAVOURITES_BANNER_KEY = categoryByNames('Groceries', 'Fresh & Chilled').banner;

export const EXPERIENCE_FRAGMENTS: readonly SeededExperienceFragment[] = [
  ...categoryBannerFragments().map((fragment) =>
    fragment.key === FAVOURITES_BANNER_KEY ? { ...fragment, signedInLocations: FAVOURITES_BANNER } : fragment,
  ),
  {
    key: EDGE_CASES_KEY,
    locations: {
      main: [
        // No component is mapped to this type: the header warns and renders nothing.
        {
          resourceType: 'fernleaf/components/countdown-clock',
          componentId: 'edge-unmapped-countdown',
          cqResponsive: FULL_WIDTH,
        },
        // Marked invalid by the CMS: the card shows nothing.
        {
          resourceType: CMS_RESOURCE_TYPES.textPromoCard,
          componentId: 'edge-invalid-rich-text',
          cqResponsive: FULL_WIDTH,
          textArea: { heading: 'This card must not show' },
          richText: { valid: false, blocks: [paragraph(span('Half-published copy'))] },
        },
        // No blocks: shows nothing either.
        {
          resourceType: CMS_RESOURCE_TYPES.textPromoCard,
          componentId: 'edge-empty-rich-text',
          cqResponsive: FULL_WIDTH,
          richText: { valid: true, blocks: [] },
        },
        // A link without a url: the card shows, its button does not; the empty paragraph can be skipped.
        {
          resourceType: CMS_RESOURCE_TYPES.textPromoCard,
          componentId: 'edge-button-without-url',
          cqResponsive: FULL_WIDTH,
          textArea: { heading: 'Recipes for busy weeks', link: { text: 'Coming soon' } },
          richText: {
            valid: true,
            blocks: [
              paragraph(),
              linkedParagraph('Try our ', 'quick recipes', 'recipes.html'),
              linkedParagraph('This link must not be followed: ', 'unsafe', 'javascript:alert(1)'),
            ],
          },
        },
        // Brand icon without an image: the icon is left out; no dynamic images but a src, so the image shows.
        {
          resourceType: CMS_RESOURCE_TYPES.tradingCell,
          componentId: 'edge-brand-icon-without-src',
          cqResponsive: FULL_WIDTH,
          image: { landscapeImage: { src: contentImageSrc('cell-bakery'), altText: 'Loaves of bread' } },
          textArea: {
            heading: 'Fresh from the bakery',
            link: { text: 'Shop bakery', url: cmsPage('/shop/browse/groceries/bakery') },
          },
          icons: { brandIcon: { display: true, position: 'floated' } },
        },
      ],
    },
  },
];
