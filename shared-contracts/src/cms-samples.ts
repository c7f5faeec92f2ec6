import {
  bullet,
  cmsComponent,
  cmsPage,
  FULL_WIDTH,
  heading,
  linkedParagraph,
  paragraph,
  pictured,
  QUARTER,
  span,
  THIRD,
  textPromoCard,
  tradingCell,
} from './cms-build.ts';
import { CMS_RESOURCE_TYPES } from './content-rules.ts';
import type { CmsComponent, ContentLocations, PromotedProduct } from './content.ts';

/*
 * The one set of demo CMS content: the services seed it, filling in what their catalogue decides
 * (products, category links, notice days, pictures); the header's and the host's tests and
 * stories use it as samples, with those facts fixed (services/docs/content.md). Here, not in
 * either app, because the apps never import each other and the services may import only this
 * package. The samples' pictures default to `/favicon.svg`, which Storybook serves, so stories
 * load every picture when the header's content (or api) base is the page's own origin ('/'); pass
 * `imageSrc` for something else.
 */

export const STORY_IMAGE_SRC = '/favicon.svg';

type FixtureOptions = { readonly imageSrc?: string };

/** A picture the demo content shows, by its name among the services' content images. */
export type ContentPicture =
  | 'brand-fernleaf'
  | 'card-cellar'
  | 'card-garden'
  | 'card-kitchen'
  | 'cell-cheese-board'
  | 'cell-platters'
  | 'cell-spring-greens'
  | 'cell-weekly-offers'
  | 'seasonal-christmas';

/** Where a picture is served from, by its name. */
export type PictureSrc = (name: ContentPicture) => string;

/** What the middle mega menu says that the catalogue decides: the seed reads it from the demo catalogue. */
export type MegaMenuFacts = {
  readonly picture: PictureSrc;
  readonly greens: { readonly sitePath: string; readonly items: string; readonly products: PromotedProduct[] };
  readonly weeklyOffers: { readonly products: PromotedProduct[] };
  readonly platters: { readonly sitePath: string; readonly noticeDays: number; readonly products: PromotedProduct[] };
  readonly cheeseBoards: { readonly sitePath: string; readonly size: string; readonly products: PromotedProduct[] };
  /** The fewest and the most days' notice anything to order for entertaining needs. */
  readonly entertainingNotice: readonly [least: number, most: number];
};

/** The seasonal menu as the header holds it: its title and its content. */
type SeasonalMenu = { readonly title: string; readonly locations: ContentLocations };

const sampleProducts = (...lineNumbers: string[]): PromotedProduct[] =>
  lineNumbers.map((lineNumber) => ({ id: `512-${lineNumber}`, lineNumber }));

/** The samples' facts: as the demo catalogue had them when they were written, every picture one file. */
function sampleMegaMenuFacts(options: FixtureOptions): MegaMenuFacts {
  const src = options.imageSrc ?? STORY_IMAGE_SRC;
  return {
    picture: () => src,
    greens: {
      sitePath: '/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas',
      items: 'Asparagus and Sugar Snap Peas',
      products: sampleProducts('100001', '100002'),
    },
    weeklyOffers: { products: sampleProducts('200001', '200002') },
    platters: {
      sitePath: '/shop/browse/entertaining/party_food/platters_and_sharing/sharing_platters',
      noticeDays: 2,
      products: sampleProducts('300001', '300002'),
    },
    cheeseBoards: {
      sitePath: '/shop/browse/entertaining/party_food/platters_and_sharing/cheese_boards',
      size: '1.2kg',
      products: sampleProducts('300010'),
    },
    entertainingNotice: [2, 7],
  };
}

// ---------------------------------------------------------------- the middle mega menu

function springGreensCell({ picture, greens }: MegaMenuFacts): CmsComponent {
  return {
    ...tradingCell('mm-groceries-spring-greens', QUARTER, 'Spring greens'),
    linkPath: cmsPage(greens.sitePath),
    styleIds: ['cell--compact'],
    defaultNumOfCells: 'oneCell',
    ...pictured(picture('cell-spring-greens'), 'A bowl of spring greens'),
    textArea: {
      heading: 'Spring greens',
      subheading: `${greens.items} from British growers`,
      buttonStyle: 'primary',
      theme: 'light',
      link: { text: 'Shop greens & peas', url: cmsPage(greens.sitePath), newWindow: false },
    },
    icons: {
      messageIcon: { message: 'New' },
      brandIcon: { display: true, position: 'floated', src: picture('brand-fernleaf'), altText: 'Fernleaf' },
    },
    products: greens.products,
  };
}

function weeklyOffersCell({ picture, weeklyOffers }: MegaMenuFacts): CmsComponent {
  return {
    ...tradingCell('mm-groceries-weekly-offers', QUARTER, 'Weekly offers', {
      promoPeriod: 'weekly',
      bannerPurpose: 'offers',
    }),
    linkPath: cmsPage('/shop/browse/offers'),
    defaultNumOfCells: 'oneCell',
    ...pictured(picture('cell-weekly-offers'), ''),
    textArea: {
      offerHeading: '1/3 off',
      heading: 'This week’s offers',
      subheading: 'Hundreds of favourites, reduced until Tuesday',
      disclaimer: 'Selected lines. Subject to availability.',
      displayDisclaimer: true,
      buttonStyle: 'primaryLight',
      theme: 'red',
      link: { text: 'See all offers', url: cmsPage('/shop/browse/offers') },
    },
    icons: {
      offerRoundel: { text: '1/3 off' },
      loyaltyCardIcon: { additionalReduction: '10%', supercharged: false },
    },
    products: weeklyOffers.products,
  };
}

/** The Delivery Pass card: heading, linked paragraph, bullets and an empty paragraph. */
const deliveryPassCard = (): CmsComponent => ({
  ...textPromoCard('mm-groceries-delivery-pass', QUARTER, 'Delivery Pass', {
    assetModuleType: 'text-card',
    bannerPurpose: 'service',
  }),
  textArea: {
    heading: 'Delivery Pass',
    buttonStyle: 'secondary',
    link: { text: 'Find out more', url: cmsPage('/delivery-pass') },
  },
  richText: {
    valid: true,
    blocks: [
      heading('Free delivery, all year'),
      linkedParagraph('Save on every order with a ', 'Delivery Pass', cmsPage('/delivery-pass'), '.'),
      bullet('Any slot, any day'),
      bullet('Cancel at any time'),
      paragraph(),
    ],
  },
});

const SPECIALIST_SHOPS = [
  [
    'card-cellar',
    'Fernleaf Cellar',
    'Explore more than 1,200 beers, wines and spirits',
    'https://www.fernleafcellar.example/',
  ],
  [
    'card-garden',
    'Fernleaf Garden',
    'Plants, tools and everything for the garden',
    'https://www.fernleafgarden.example/',
  ],
  [
    'card-kitchen',
    'Fernleaf Kitchen',
    'Chef-made meals, delivered to your door',
    'https://www.fernleafkitchen.example/',
  ],
] as const;

/** The "Links to specialist shops" card group: three cards, 80 by 80 pictures, each opening in a new window. */
const specialistShops = (picture: PictureSrc): CmsComponent => ({
  ...cmsComponent(CMS_RESOURCE_TYPES.menuCardGroup, 'mm-specialist-shops', QUARTER, 'Links to specialist shops', {
    promoType: 'specialist-shop',
    assetModuleType: 'menu-card',
  }),
  textArea: { heading: 'Links to specialist shops' },
  childComponents: SPECIALIST_SHOPS.map(([id, name, description, url]) => ({
    ...cmsComponent(CMS_RESOURCE_TYPES.menuCard, `mm-${id}`, FULL_WIDTH, name, {
      promoType: 'specialist-shop',
      assetModuleType: 'menu-card',
    }),
    textArea: {
      heading: name,
      subheading: description,
      link: {
        text: name,
        url: `${url}?source=fernleaf&medium=mega-menu&campaign=specialist-shops`,
        newWindow: true,
      },
    },
    image: { landscapeImage: { src: picture(id), altText: '', width: 80, height: 80 } },
    assetMetadataWidth: 80,
    assetMetadataHeight: 80,
  })),
});

function plattersCell({ picture, platters }: MegaMenuFacts): CmsComponent {
  return {
    ...tradingCell('mm-entertaining-platters', THIRD, 'Party platters', { buyingOfficeAndGroup: 'entertaining' }),
    linkPath: cmsPage(platters.sitePath),
    defaultNumOfCells: 'twoCells',
    ...pictured(picture('cell-platters'), 'Sharing platters on a table'),
    textArea: {
      heading: 'Party platters',
      subheading: `Order from ${platters.noticeDays} days ahead and collect from your branch`,
      supportingTitle: 'Entertaining',
      buttonStyle: 'primary',
      link: { text: 'Shop platters', url: cmsPage(platters.sitePath) },
    },
    icons: { messageIcon: { message: 'none' } },
    products: platters.products,
  };
}

function cheeseBoardsCell({ picture, cheeseBoards }: MegaMenuFacts): CmsComponent {
  return {
    ...tradingCell('mm-entertaining-cheese', THIRD, 'Cheese boards', { buyingOfficeAndGroup: 'entertaining' }),
    linkPath: cmsPage(cheeseBoards.sitePath),
    defaultNumOfCells: 'oneCell',
    ...pictured(picture('cell-cheese-board'), 'A board of British cheeses'),
    textArea: {
      heading: 'Cheese boards',
      subheading: `British cheeses chosen by our cheesemonger, ${cheeseBoards.size}`,
      link: { text: 'Try one', url: cmsPage(cheeseBoards.sitePath) },
    },
    icons: {
      messageIcon: { message: 'Try' },
      brandIcon: { display: true, position: 'pinned', src: picture('brand-fernleaf'), altText: 'Fernleaf' },
    },
    products: cheeseBoards.products,
  };
}

function planAheadCard({ entertainingNotice: [least, most] }: MegaMenuFacts): CmsComponent {
  return {
    ...textPromoCard('mm-entertaining-notice', THIRD, 'Entertaining notice times', { assetModuleType: 'text-card' }),
    textArea: { heading: 'Plan ahead' },
    richText: {
      valid: true,
      blocks: [
        paragraph(span('Entertaining food needs '), span(`${least} to ${most} days’ notice`, ['strong']), span('.')),
        linkedParagraph('Check ', 'individual notice times', 'shop/browse/entertaining.html', ' before you book.'),
      ],
    },
  };
}

/**
 * The middle mega menu's content (`menu/middle-mega-menu/master`), keyed by the root category the
 * components sit beside: 10051 Groceries, 10052 Entertaining.
 */
export const megaMenuContent = (facts: MegaMenuFacts): ContentLocations => ({
  '10051': [springGreensCell(facts), weeklyOffersCell(facts), deliveryPassCard(), specialistShops(facts.picture)],
  '10052': [plattersCell(facts), cheeseBoardsCell(facts), planAheadCard(facts)],
});

/** The seasonal menu (`menu/seasonal-menu/seasonal-menu-content/master`): "Christmas", location seasonalMenu. */
export const seasonalMenuContent = (picture: PictureSrc): SeasonalMenu => ({
  title: 'Christmas',
  locations: {
    seasonalMenu: [
      {
        ...tradingCell('seasonal-christmas-food-to-order', FULL_WIDTH, 'Christmas food to order', {
          promoType: 'seasonal',
          promoPeriod: 'christmas',
        }),
        linkPath: cmsPage('/shop/browse/groceries/christmas'),
        defaultNumOfCells: 'twoCells',
        ...pictured(picture('seasonal-christmas'), 'A Christmas table'),
        textArea: {
          heading: 'Christmas food to order',
          subheading: 'Turkeys, trimmings and desserts: book a slot from 20 to 24 December',
          buttonStyle: 'primary',
          theme: 'red',
          link: { text: 'Shop Christmas', url: cmsPage('/shop/browse/groceries/christmas') },
        },
      },
      {
        ...textPromoCard('seasonal-christmas-cutoff', FULL_WIDTH, 'Christmas order cut-off', {
          promoType: 'seasonal',
          assetModuleType: 'text-card',
        }),
        richText: {
          valid: true,
          blocks: [
            linkedParagraph(
              'Christmas entertaining orders can be changed until midnight on 15 December. ',
              'See delivery and collection slots',
              cmsPage('/bookslot/delivery'),
            ),
          ],
        },
      },
    ],
  },
});

/** A category's banner: one full-width cell (four cells wide, or one in the mega menu) linking to a page. */
export type CategoryBanner = {
  readonly id: string;
  readonly src: string;
  readonly title: string;
  readonly subheading: string;
  readonly link: { readonly text: string; readonly sitePath: string };
  readonly cells: 'oneCell' | 'fourCells';
};

export const categoryBannerCell = ({ id, src, title, subheading, link, cells }: CategoryBanner): CmsComponent => ({
  ...tradingCell(id, FULL_WIDTH, title, { promoType: 'category-banner', bannerPurpose: 'category' }),
  linkPath: cmsPage(link.sitePath),
  defaultNumOfCells: cells,
  ...pictured(src, ''),
  textArea: {
    heading: title,
    subheading,
    buttonStyle: 'primary',
    link: { text: link.text, url: cmsPage(link.sitePath) },
  },
});

// ---------------------------------------------------------------- samples

/** The spring greens trading cell of the sample menu; anything can be overridden. */
export const sampleTradingCell = (
  overrides: Partial<CmsComponent> = {},
  options: FixtureOptions = {},
): CmsComponent => ({
  ...springGreensCell(sampleMegaMenuFacts(options)),
  ...overrides,
});

/** The sample menu's Delivery Pass card; anything can be overridden. */
export const sampleTextPromoCard = (overrides: Partial<CmsComponent> = {}): CmsComponent => ({
  ...deliveryPassCard(),
  ...overrides,
});

/** The sample menu's "Links to specialist shops" card group. */
export const specialistShopsCard = (options: FixtureOptions = {}): CmsComponent =>
  specialistShops(sampleMegaMenuFacts(options).picture);

/** The sample middle mega menu, keyed by root category: 10051 and 10052. */
export const sampleMenuContent = (options: FixtureOptions = {}): ContentLocations =>
  megaMenuContent(sampleMegaMenuFacts(options));

/** The sample seasonal menu: "Christmas". */
export const sampleSeasonalContent = (options: FixtureOptions = {}): SeasonalMenu =>
  seasonalMenuContent(sampleMegaMenuFacts(options).picture);

/** A sample category's url name, as the samples' links and the header's test taxonomy spell it: "Fresh & Chilled" → "fresh_and_chilled". */
export const sampleUrlName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A category's experience fragment (`category-banners/<url name>`): location `banner`, one full-width cell. */
export function sampleCategoryFragment(name: string, options: FixtureOptions = {}): ContentLocations {
  const id = sampleUrlName(name);
  return {
    banner: [
      categoryBannerCell({
        id: `category-banner-${id}`,
        src: options.imageSrc ?? STORY_IMAGE_SRC,
        title: name,
        subheading: `Shop ${name.toLowerCase()}`,
        link: { text: 'Shop now', sitePath: `/shop/browse/groceries/${id}` },
        cells: 'fourCells',
      }),
    ],
  };
}

/** The resource type nothing is mapped to in `demo-cms-edge-cases`. */
export const UNMAPPED_RESOURCE_TYPE = 'fernleaf/components/countdown-clock';

/** `demo-cms-edge-cases` (location `main`): what the header must survive. */
export function edgeCaseContent(options: FixtureOptions = {}): CmsComponent[] {
  return [
    // No component for this type: warned about, renders nothing.
    { resourceType: UNMAPPED_RESOURCE_TYPE, componentId: 'edge-unmapped-countdown', cqResponsive: FULL_WIDTH },
    // Marked invalid by the CMS: the card shows nothing.
    {
      resourceType: CMS_RESOURCE_TYPES.textPromoCard,
      componentId: 'edge-invalid-rich-text',
      cqResponsive: FULL_WIDTH,
      textArea: { heading: 'This card must not show' },
      richText: { valid: false, blocks: [paragraph(span('Half-published copy'))] },
    },
    // No blocks: nothing either.
    {
      resourceType: CMS_RESOURCE_TYPES.textPromoCard,
      componentId: 'edge-empty-rich-text',
      cqResponsive: FULL_WIDTH,
      richText: { valid: true, blocks: [] },
    },
    // A link without a url (no button), an empty paragraph and a javascript: link (its text, unlinked).
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
    // A brand icon without an image: left out; no dynamic images but a src, so the picture shows.
    {
      resourceType: CMS_RESOURCE_TYPES.tradingCell,
      componentId: 'edge-brand-icon-without-src',
      cqResponsive: FULL_WIDTH,
      image: { landscapeImage: { src: options.imageSrc ?? STORY_IMAGE_SRC, altText: 'Loaves of bread' } },
      textArea: {
        heading: 'Fresh from the bakery',
        link: { text: 'Shop bakery', url: cmsPage('/shop/browse/groceries/bakery') },
      },
      icons: { brandIcon: { display: true, position: 'floated' } },
    },
  ];
}

/** Thrown by `throwingComponent`: stories and tests tell the deliberate render error from a real one. */
export class DeliberateContentError extends Error {
  override name = 'DeliberateContentError';
}

/**
 * A trading cell whose data throws when read, as malformed content that got
 * past the schema might: its error boundary must catch it and leave it out.
 */
export function throwingComponent(componentId = 'edge-render-error'): CmsComponent {
  return {
    resourceType: CMS_RESOURCE_TYPES.tradingCell,
    componentId,
    cqResponsive: FULL_WIDTH,
    get textArea(): CmsComponent['textArea'] {
      throw new DeliberateContentError(`The ${componentId} cell's text area could not be read (deliberately)`);
    },
  };
}
