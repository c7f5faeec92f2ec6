import { buylistUrl, type CmsComponent, type ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import {
  bullet,
  cmsPage,
  FULL_WIDTH,
  heading,
  linkedParagraph,
  numbered,
  paragraph,
  span,
  THIRD,
  HALF,
  textPromoCard,
  tradingCell,
} from '@grocer/shared-contracts/cms-builders';
import type { ProductSeed } from '../../catalogue/seed/generate-catalogue.ts';
import type { ContentImageSlug } from '../content-images.ts';
import { categoryByNames, categorySitePath, itemList, pickProducts, promoted } from './catalogue-picks.ts';
import { seededImage } from './seeded-image.ts';

/*
 * The content pages behind the header's Recipes and Inspiration links (spec section 2), in the
 * same components the header's mega menu renders: text promo cards and trading cells. A recipe's
 * ingredients are real products of the demo catalogue, and its button is their buylist.
 */
export const RECIPES_PATH = 'pages/recipes/master';
export const INSPIRATION_PATH = 'pages/inspiration/master';

const groceries = (...names: string[]) => categoryByNames('Groceries', ...names);
const one = (...names: string[]) => pickProducts({ in: groceries(...names), count: 1 });

type Recipe = {
  readonly id: string;
  readonly name: string;
  readonly serves: string;
  readonly image: ContentImageSlug;
  readonly ingredients: readonly ProductSeed[];
};

const RECIPES: readonly Recipe[] = [
  {
    id: 'recipe-greens-pasta',
    name: 'Spring greens pasta',
    serves: 'Serves 4, ready in 25 minutes',
    image: 'recipe-greens-pasta',
    ingredients: [
      ...one('Food Cupboard', 'Pasta, Rice & Noodles', 'Pasta'),
      ...pickProducts({ in: groceries('Fruit & Vegetables', 'Fresh Vegetables', 'Greens & Peas'), count: 2 }),
      ...one('Fresh & Chilled', 'Cheese', 'Continental Cheese'),
    ],
  },
  {
    id: 'recipe-chicken-traybake',
    name: 'Chicken traybake',
    serves: 'Serves 4, ready in 1 hour',
    image: 'recipe-chicken-traybake',
    ingredients: [
      ...one('Fresh & Chilled', 'Meat & Poultry', 'Chicken'),
      ...one('Fruit & Vegetables', 'Fresh Vegetables', 'Potatoes'),
      ...one('Fruit & Vegetables', 'Fresh Vegetables', 'Onions & Garlic'),
    ],
  },
  {
    id: 'recipe-fish-pie',
    name: 'Smoked fish pie',
    serves: 'Serves 6, ready in 1 hour 10 minutes',
    image: 'recipe-fish-pie',
    ingredients: [
      ...one('Fresh & Chilled', 'Fish & Seafood', 'Smoked Fish'),
      ...one('Fruit & Vegetables', 'Fresh Vegetables', 'Potatoes'),
      ...one('Fresh & Chilled', 'Milk, Butter & Eggs', 'Milk'),
    ],
  },
];

function recipeCell({ id, name, serves, image, ingredients }: Recipe): CmsComponent {
  return {
    ...tradingCell(id, THIRD, name, { promoType: 'recipe', assetModuleType: 'trading-cell' }),
    defaultNumOfCells: 'oneCell',
    ...seededImage(image, '', 640, 360),
    textArea: {
      heading: name,
      subheading: `With ${itemList(ingredients)}`,
      supportingTitle: serves,
      buttonStyle: 'primary',
      link: { text: `Buy the ingredients for ${name.toLowerCase()}`, url: buylistUrl(ingredients) },
    },
    products: promoted(ingredients),
  };
}

export const RECIPES_CONTENT: ContentFragmentResponse = {
  pageTitle: { text: 'Recipes' },
  locations: {
    main: [
      {
        ...textPromoCard('recipes-intro', FULL_WIDTH, 'Recipes', { assetModuleType: 'text-card' }),
        textArea: { heading: 'Cook something good tonight' },
        richText: {
          valid: true,
          blocks: [
            paragraph(span('Simple suppers from the shelves of your '), span('Fernleaf', ['strong']), span(' shop.')),
            paragraph(span('Every recipe lists its ingredients: add them all to your trolley in one go.')),
          ],
        },
      },
      ...RECIPES.map(recipeCell),
    ],
  },
};

const PICNIC = pickProducts({ in: groceries('Fresh & Chilled', 'Salads & Dips', 'Dips'), count: 2 });
const PARTY_FOOD = categoryByNames('Entertaining', 'Party Food');

export const INSPIRATION_CONTENT: ContentFragmentResponse = {
  pageTitle: { text: 'Inspiration' },
  locations: {
    main: [
      {
        ...textPromoCard('inspiration-seasonal', HALF, 'Eat with the seasons', { assetModuleType: 'text-card' }),
        textArea: { heading: 'Eat with the seasons' },
        richText: {
          valid: true,
          blocks: [
            paragraph(span('British produce tastes best when it has not travelled far. This month:')),
            bullet('Asparagus, for a few short weeks'),
            bullet('New potatoes, boiled and buttered'),
            bullet('The first strawberries'),
            linkedParagraph(
              'Find them all in ',
              'Fruit & Vegetables',
              cmsPage('/shop/browse/groceries/fruit_and_vegetables'),
              '.',
            ),
          ],
        },
      },
      {
        ...textPromoCard('inspiration-hosting', HALF, 'Hosting made easy', { assetModuleType: 'text-card' }),
        textArea: {
          heading: 'Hosting made easy',
          buttonStyle: 'secondary',
          link: { text: 'Shop entertaining', url: cmsPage('/shop/browse/entertaining') },
        },
        richText: {
          valid: true,
          blocks: [
            heading('Three steps to a stress-free party'),
            numbered('Book a collection slot a few days ahead'),
            numbered('Order platters and canapés with their notice times'),
            numbered('Collect, unwrap and enjoy'),
          ],
        },
      },
      {
        ...tradingCell('inspiration-picnic', HALF, 'Picnic season', { promoType: 'inspiration' }),
        defaultNumOfCells: 'twoCells',
        ...seededImage('inspiration-picnic', 'A picnic blanket in the park', 640, 360),
        textArea: {
          heading: 'Picnic season',
          subheading: `${itemList(PICNIC)}, and a blanket on the grass`,
          buttonStyle: 'primary',
          link: { text: 'Buy the picnic', url: buylistUrl(PICNIC) },
        },
        icons: { messageIcon: { message: 'New' } },
        products: promoted(PICNIC),
      },
      {
        ...tradingCell('inspiration-party', HALF, 'Party planning', {
          promoType: 'inspiration',
          buyingOfficeAndGroup: 'entertaining',
        }),
        defaultNumOfCells: 'twoCells',
        ...seededImage('inspiration-party', '', 640, 360),
        textArea: {
          heading: 'Party planning',
          subheading: 'Platters, canapés and desserts, made for you',
          buttonStyle: 'primaryLight',
          link: { text: 'Shop party food', url: cmsPage(categorySitePath(PARTY_FOOD)) },
        },
      },
    ],
  },
};
