import {
  analytics,
  bullet,
  cmsPage,
  FULL_WIDTH,
  heading,
  linkedParagraph,
  paragraph,
  pictured,
  QUARTER,
  span,
  THIRD,
} from './cms-build.ts';
import { CMS_RESOURCE_TYPES } from './content-rules.ts';
import type { CmsComponent, ContentLocations } from './content.ts';

/*
 * The one set of sample CMS content for the header's and the host's tests and stories, shaped
 * like what the services seed (services/docs/content.md): the middle mega menu, the seasonal
 * menu, a category's banner fragment and the edge cases the header must survive. Here, not in
 * either app, because the two apps never import each other. Images default to `/favicon.svg`,
 * which Storybook serves, so stories load every picture when the header's content (or api) base
 * is the page's own origin ('/'); pass `imageSrc` for something else.
 */

export const STORY_IMAGE_SRC = '/favicon.svg';

type FixtureOptions = { readonly imageSrc?: string };

/** The seasonal menu as the header holds it: its title and its content. */
type SampleSeasonalMenu = { readonly title: string; readonly locations: ContentLocations };

// ---------------------------------------------------------------- components

/** A trading cell like the seeded "Spring greens" one; anything can be overridden. */
export function sampleTradingCell(overrides: Partial<CmsComponent> = {}, options: FixtureOptions = {}): CmsComponent {
  const src = options.imageSrc ?? STORY_IMAGE_SRC;
  return {
    resourceType: CMS_RESOURCE_TYPES.tradingCell,
    componentId: 'cell-spring-greens',
    elementId: 'cell-spring-greens',
    analytics: analytics('Spring greens'),
    cqResponsive: QUARTER,
    linkPath: cmsPage('/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas'),
    defaultNumOfCells: 'oneCell',
    ...pictured(src, 'A bowl of spring greens'),
    textArea: {
      heading: 'Spring greens',
      subheading: 'Asparagus and Sugar Snap Peas from British growers',
      buttonStyle: 'primary',
      theme: 'light',
      link: {
        text: 'Shop greens & peas',
        url: cmsPage('/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas'),
        newWindow: false,
      },
    },
    icons: {
      messageIcon: { message: 'New' },
      brandIcon: { display: true, position: 'floated', src, altText: 'Fernleaf' },
    },
    products: [
      { id: '512-100001', lineNumber: '100001' },
      { id: '512-100002', lineNumber: '100002' },
    ],
    ...overrides,
  };
}

/** A text promo card like the seeded Delivery Pass one (heading, linked paragraph, bullets, an empty paragraph). */
export function sampleTextPromoCard(overrides: Partial<CmsComponent> = {}): CmsComponent {
  return {
    resourceType: CMS_RESOURCE_TYPES.textPromoCard,
    componentId: 'card-delivery-pass',
    elementId: 'card-delivery-pass',
    analytics: analytics('Delivery Pass', { assetModuleType: 'text-card', bannerPurpose: 'service' }),
    cqResponsive: QUARTER,
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
    ...overrides,
  };
}

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
export function specialistShopsCard(options: FixtureOptions = {}): CmsComponent {
  const src = options.imageSrc ?? STORY_IMAGE_SRC;
  return {
    resourceType: CMS_RESOURCE_TYPES.menuCardGroup,
    componentId: 'mm-specialist-shops',
    elementId: 'mm-specialist-shops',
    analytics: analytics('Links to specialist shops', { promoType: 'specialist-shop', assetModuleType: 'menu-card' }),
    cqResponsive: QUARTER,
    textArea: { heading: 'Links to specialist shops' },
    childComponents: SPECIALIST_SHOPS.map(([id, name, description, url]) => ({
      resourceType: CMS_RESOURCE_TYPES.menuCard,
      componentId: `mm-${id}`,
      elementId: `mm-${id}`,
      analytics: analytics(name, { promoType: 'specialist-shop', assetModuleType: 'menu-card' }),
      cqResponsive: FULL_WIDTH,
      textArea: {
        heading: name,
        subheading: description,
        link: {
          text: name,
          url: `${url}?source=fernleaf&medium=mega-menu&campaign=specialist-shops`,
          newWindow: true,
        },
      },
      image: { landscapeImage: { src, altText: '', width: 80, height: 80 } },
      assetMetadataWidth: 80,
      assetMetadataHeight: 80,
    })),
  };
}

/** The middle mega menu's content (`menu/middle-mega-menu/master`), keyed by root category: 10051 and 10052. */
export function sampleMenuContent(options: FixtureOptions = {}): ContentLocations {
  const src = options.imageSrc ?? STORY_IMAGE_SRC;
  return {
    '10051': [
      sampleTradingCell({}, options),
      sampleTradingCell(
        {
          componentId: 'cell-weekly-offers',
          elementId: 'cell-weekly-offers',
          analytics: analytics('Weekly offers', { promoPeriod: 'weekly', bannerPurpose: 'offers' }),
          linkPath: cmsPage('/shop/browse/offers'),
          ...pictured(src, ''),
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
          products: [
            { id: '512-200001', lineNumber: '200001' },
            { id: '512-200002', lineNumber: '200002' },
          ],
        },
        options,
      ),
      sampleTextPromoCard(),
      specialistShopsCard(options),
    ],
    '10052': [
      sampleTradingCell(
        {
          componentId: 'cell-party-platters',
          elementId: 'cell-party-platters',
          analytics: analytics('Party platters', { buyingOfficeAndGroup: 'entertaining' }),
          cqResponsive: THIRD,
          linkPath: cmsPage('/shop/browse/entertaining/party_food/platters_and_sharing/sharing_platters'),
          defaultNumOfCells: 'twoCells',
          ...pictured(src, 'Sharing platters on a table'),
          textArea: {
            heading: 'Party platters',
            subheading: 'Order from 2 days ahead and collect from your branch',
            supportingTitle: 'Entertaining',
            buttonStyle: 'primary',
            link: {
              text: 'Shop platters',
              url: cmsPage('/shop/browse/entertaining/party_food/platters_and_sharing/sharing_platters'),
            },
          },
          icons: { messageIcon: { message: 'none' } },
          products: [
            { id: '512-300001', lineNumber: '300001' },
            { id: '512-300002', lineNumber: '300002' },
          ],
        },
        options,
      ),
      sampleTradingCell(
        {
          componentId: 'cell-cheese-boards',
          elementId: 'cell-cheese-boards',
          analytics: analytics('Cheese boards', { buyingOfficeAndGroup: 'entertaining' }),
          cqResponsive: THIRD,
          linkPath: cmsPage('/shop/browse/entertaining/party_food/platters_and_sharing/cheese_boards'),
          ...pictured(src, 'A board of British cheeses'),
          textArea: {
            heading: 'Cheese boards',
            subheading: 'British cheeses chosen by our cheesemonger, 1.2kg',
            link: {
              text: 'Try one',
              url: cmsPage('/shop/browse/entertaining/party_food/platters_and_sharing/cheese_boards'),
            },
          },
          icons: {
            messageIcon: { message: 'Try' },
            brandIcon: { display: true, position: 'pinned', src, altText: 'Fernleaf' },
          },
          products: [{ id: '512-300010', lineNumber: '300010' }],
        },
        options,
      ),
      sampleTextPromoCard({
        componentId: 'card-entertaining-notice',
        elementId: 'card-entertaining-notice',
        analytics: analytics('Entertaining notice times', { assetModuleType: 'text-card' }),
        cqResponsive: THIRD,
        textArea: { heading: 'Plan ahead' },
        richText: {
          valid: true,
          blocks: [
            paragraph(span('Entertaining food needs '), span('2 to 7 days’ notice', ['strong']), span('.')),
            linkedParagraph('Check ', 'individual notice times', 'shop/browse/entertaining.html', ' before you book.'),
          ],
        },
      }),
    ],
  };
}

/** The seasonal menu (`menu/seasonal-menu/seasonal-menu-content/master`): "Christmas", location seasonalMenu. */
export function sampleSeasonalContent(options: FixtureOptions = {}): SampleSeasonalMenu {
  const src = options.imageSrc ?? STORY_IMAGE_SRC;
  return {
    title: 'Christmas',
    locations: {
      seasonalMenu: [
        {
          resourceType: CMS_RESOURCE_TYPES.tradingCell,
          componentId: 'seasonal-christmas-food-to-order',
          elementId: 'seasonal-christmas-food-to-order',
          analytics: analytics('Christmas food to order', { promoType: 'seasonal', promoPeriod: 'christmas' }),
          cqResponsive: FULL_WIDTH,
          linkPath: cmsPage('/shop/browse/groceries/christmas'),
          defaultNumOfCells: 'twoCells',
          ...pictured(src, 'A Christmas table'),
          textArea: {
            heading: 'Christmas food to order',
            subheading: 'Turkeys, trimmings and desserts: book a slot from 20 to 24 December',
            buttonStyle: 'primary',
            theme: 'red',
            link: { text: 'Shop Christmas', url: cmsPage('/shop/browse/groceries/christmas') },
          },
        },
        {
          resourceType: CMS_RESOURCE_TYPES.textPromoCard,
          componentId: 'seasonal-christmas-cutoff',
          elementId: 'seasonal-christmas-cutoff',
          analytics: analytics('Christmas order cut-off', { promoType: 'seasonal', assetModuleType: 'text-card' }),
          cqResponsive: FULL_WIDTH,
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
  };
}

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
      {
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        componentId: `category-banner-${id}`,
        elementId: `category-banner-${id}`,
        analytics: analytics(name, { promoType: 'category-banner', bannerPurpose: 'category' }),
        cqResponsive: FULL_WIDTH,
        linkPath: cmsPage(`/shop/browse/groceries/${id}`),
        defaultNumOfCells: 'fourCells',
        ...pictured(options.imageSrc ?? STORY_IMAGE_SRC, ''),
        textArea: {
          heading: name,
          subheading: `Shop ${name.toLowerCase()}`,
          buttonStyle: 'primary',
          link: { text: 'Shop now', url: cmsPage(`/shop/browse/groceries/${id}`) },
        },
      },
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
