import { type ContentLocations, ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { type CategorySeed, generateCatalogue } from '../../catalogue/seed/generate-catalogue.ts';
import { type ContentImageSlug, contentImageSrc } from '../content-images.ts';
import { categoryByNames, categoryPath, categorySitePath } from './catalogue-picks.ts';
import { categoryBannerCell, edgeCaseContent } from '@grocer/shared-contracts/cms-builders';

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

/** The category's `banner` fragment: a full-width cell linking to the category. */
const categoryBanner = (category: CategorySeed, key: string): SeededExperienceFragment => ({
  key,
  locations: {
    banner: [
      categoryBannerCell({
        id: `category-banner-${category.urlName.toLowerCase()}`,
        src: contentImageSrc(imageFor(category)),
        title: category.name,
        subheading: `Shop ${category.name.toLowerCase()}`,
        link: { text: 'Shop now', sitePath: categorySitePath(category) },
        cells: 'fourCells',
      }),
    ],
  },
});

/** The category's `megaMenuBanner` fragment: one cell for the open department in the mega menu. */
const megaMenuBanner = (category: CategorySeed, key: string): SeededExperienceFragment => ({
  key,
  locations: {
    megaMenuBanner: [
      categoryBannerCell({
        id: `mega-menu-banner-${category.urlName.toLowerCase()}`,
        src: contentImageSrc(imageFor(category)),
        title: category.name,
        subheading: 'New in and on offer this week',
        link: { text: `Explore ${category.name}`, sitePath: categorySitePath(category) },
        cells: 'oneCell',
      }),
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
    categoryBannerCell({
      id: 'category-banner-fresh_and_chilled-favourites',
      src: contentImageSrc('banner-groceries'),
      title: 'Your chilled favourites',
      subheading: 'Everything you buy most, in one place',
      link: { text: 'See favourites', sitePath: '/favourites' },
      cells: 'fourCells',
    }),
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
    locations: { main: edgeCaseContent({ imageSrc: contentImageSrc('cell-bakery') }) },
  },
];
