import { type BannerAd, ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../content/content-images.ts';
import {
  availableProductsIn,
  categoryByNames,
  categoryEcomUrl,
  itemList,
  pickNamed,
  pickProducts,
  promoted,
} from '../content/seed/catalogue-picks.ts';

/** A seeded campaign: the ad it shows, and who it is shown to. */
export type BannerCampaign = {
  readonly id: string;
  /** Category ids it targets; a banner request matches on any of them. */
  readonly categoryIds: readonly string[];
  readonly priority: number;
  readonly vendor: string;
  /** Impressions one visitor sees in 24 hours; null for no cap. */
  readonly frequencyCap: number | null;
  readonly ad: Omit<BannerAd, 'id' | 'tracking'>;
};

/*
 * Categories and products come from the demo catalogue (`generateCatalogue()`),
 * looked up by name when this module loads (catalogue-picks.ts), so ids never
 * drift from the generator. The roots' ids are fixed; every other category id
 * is read from the catalogue.
 */
const GROCERIES = GROCERIES_ROOT_ID;
const ENTERTAINING = ENTERTAINING_ROOT_ID;

const BREAKFAST_CEREALS = categoryByNames('Groceries', 'Food Cupboard', 'Breakfast Cereals');
const PORRIDGE_AND_GRANOLA = categoryByNames('Groceries', 'Food Cupboard', 'Breakfast Cereals', 'Porridge & Granola');
const YOGHURTS = categoryByNames('Groceries', 'Fresh & Chilled', 'Yoghurts & Desserts', 'Yoghurts');
const DRINKS = categoryByNames('Groceries', 'Tea, Coffee & Soft Drinks');
const TEA_AND_COFFEE = categoryByNames('Groceries', 'Tea, Coffee & Soft Drinks', 'Tea & Coffee');
const COFFEE = categoryByNames('Groceries', 'Tea, Coffee & Soft Drinks', 'Tea & Coffee', 'Coffee');
const SOFT_DRINKS = categoryByNames('Groceries', 'Tea, Coffee & Soft Drinks', 'Soft Drinks');
const FIZZY_DRINKS = categoryByNames('Groceries', 'Tea, Coffee & Soft Drinks', 'Soft Drinks', 'Fizzy Drinks');
const FRUIT_AND_VEGETABLES = categoryByNames('Groceries', 'Fruit & Vegetables');
const FRESH_VEGETABLES = categoryByNames('Groceries', 'Fruit & Vegetables', 'Fresh Vegetables');
const MILK_BUTTER_AND_EGGS = categoryByNames('Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs');
const MILK = categoryByNames('Groceries', 'Fresh & Chilled', 'Milk, Butter & Eggs', 'Milk');
const PARTY_FOOD = categoryByNames('Entertaining', 'Party Food');
const CANAPES_AND_NIBBLES = categoryByNames('Entertaining', 'Party Food', 'Canapés & Nibbles');
const CANAPES = categoryByNames('Entertaining', 'Party Food', 'Canapés & Nibbles', 'Canapés');

const GRANOLA = pickNamed(PORRIDGE_AND_GRANOLA, 'Berry Granola');
const YOGHURT = pickNamed(YOGHURTS, 'Greek Style Natural Yoghurt');

/** The sponsored coffee is its roaster's own. */
const ROASTER = 'Copperkettle';
const ROASTER_COFFEE = [
  pickNamed(COFFEE, 'Colombian Ground Coffee', (product) => product.brand === ROASTER),
  pickNamed(COFFEE, 'Espresso Coffee Beans', (product) => product.brand === ROASTER),
];

const DAIRY_FARM = 'Greywether Farm';
const FARM_MILK = [
  pickNamed(MILK, 'Jersey Gold Top Milk', (product) => product.brand === DAIRY_FARM),
  pickNamed(MILK, 'Organic Whole Milk', (product) => product.brand === DAIRY_FARM),
];

const DRINKS_MAKER = 'Brightwater';
const SPARKLING = [
  pickNamed(FIZZY_DRINKS, 'Elderflower Pressé', (product) => product.brand === DRINKS_MAKER),
  pickNamed(FIZZY_DRINKS, 'Sparkling Orange', (product) => product.brand === DRINKS_MAKER),
];

/** "Order N days ahead": three different canapés with the shortest notice there is. */
const CANAPES_NOTICE_DAYS = Math.min(...availableProductsIn(CANAPES).map((product) => product.noticeDays));
const QUICK_CANAPES = pickProducts({
  in: CANAPES,
  count: 3,
  where: (product) => product.noticeDays === CANAPES_NOTICE_DAYS,
});

const sponsored = { marketingBadge: { text: 'Sponsored' } };

/**
 * Demo campaigns. Each targets a root (so the menu's first banner call has
 * ads) and, most of them, the departments, groups and aisles it is about, so
 * a deeper banner call (root first, then the open department, group...) puts
 * the campaign for that part of the shop first.
 */
export const BANNER_CAMPAIGNS: readonly BannerCampaign[] = [
  {
    id: 'ad-breakfast',
    categoryIds: [GROCERIES, BREAKFAST_CEREALS.id],
    priority: 30,
    vendor: 'fernleaf-media',
    frequencyCap: null,
    ad: {
      textArea: {
        heading: 'Breakfast, sorted',
        subheading: `${itemList([GRANOLA, YOGHURT])} for the whole week`,
        buttonText: 'Shop breakfast',
        link: { text: 'Shop breakfast', url: categoryEcomUrl(BREAKFAST_CEREALS) },
      },
      image: { src: contentImageSrc('ad-breakfast'), altText: 'A breakfast table' },
      products: promoted([GRANOLA, YOGHURT]),
      ...sponsored,
    },
  },
  {
    id: 'ad-coffee',
    categoryIds: [GROCERIES, DRINKS.id, TEA_AND_COFFEE.id, COFFEE.id],
    priority: 20,
    vendor: 'copperkettle',
    frequencyCap: 3,
    ad: {
      textArea: {
        heading: 'Roasted this month',
        subheading: `${itemList(ROASTER_COFFEE)} from ${ROASTER}`,
        link: { text: 'Shop coffee', url: categoryEcomUrl(COFFEE) },
      },
      image: { src: contentImageSrc('ad-coffee'), altText: 'Coffee beans' },
      products: promoted(ROASTER_COFFEE),
      ...sponsored,
    },
  },
  {
    id: 'ad-veg-box',
    categoryIds: [GROCERIES, FRUIT_AND_VEGETABLES.id, FRESH_VEGETABLES.id],
    priority: 10,
    vendor: 'fernleaf-media',
    frequencyCap: null,
    ad: {
      // A subscription, not a product on the shelf: no products.
      textArea: { heading: 'A veg box every week', subheading: 'Seasonal vegetables, picked for you' },
      image: { src: contentImageSrc('ad-veg-box'), altText: 'A box of vegetables' },
      products: [],
    },
  },
  {
    id: 'ad-dairy',
    // Only below the root: shown when the menu is open on Milk, Butter & Eggs or Milk.
    categoryIds: [MILK_BUTTER_AND_EGGS.id, MILK.id],
    priority: 15,
    vendor: 'greywether-farm',
    frequencyCap: null,
    ad: {
      textArea: {
        heading: 'Jersey gold top',
        subheading: `${itemList(FARM_MILK)} from ${DAIRY_FARM}`,
        buttonText: 'Shop milk',
        link: { text: 'Shop milk', url: categoryEcomUrl(MILK) },
      },
      image: { src: contentImageSrc('ad-dairy'), altText: 'A bottle of gold top milk' },
      products: promoted(FARM_MILK),
      ...sponsored,
    },
  },
  {
    id: 'ad-sparkling',
    categoryIds: [ENTERTAINING, SOFT_DRINKS.id, FIZZY_DRINKS.id],
    priority: 20,
    vendor: 'brightwater',
    frequencyCap: null,
    ad: {
      textArea: {
        heading: 'Something sparkling',
        subheading: `${itemList(SPARKLING)} from ${DRINKS_MAKER}, for the party`,
        buttonText: 'Shop fizz',
        link: { text: 'Shop fizz', url: categoryEcomUrl(FIZZY_DRINKS) },
      },
      image: { src: contentImageSrc('ad-sparkling'), altText: 'Two glasses of sparkling elderflower' },
      products: promoted(SPARKLING),
      ...sponsored,
    },
  },
  {
    id: 'ad-canapes',
    categoryIds: [ENTERTAINING, GROCERIES, PARTY_FOOD.id, CANAPES_AND_NIBBLES.id, CANAPES.id],
    priority: 5,
    vendor: 'fernleaf-media',
    frequencyCap: null,
    ad: {
      // No buttonText: the header shows its default, "Shop Now".
      textArea: {
        heading: 'Canapés for the party',
        subheading: `Order ${CANAPES_NOTICE_DAYS} days ahead`,
        link: { text: 'Shop canapés', url: categoryEcomUrl(CANAPES) },
      },
      image: { src: contentImageSrc('ad-canapes'), altText: 'A tray of canapés' },
      products: promoted(QUICK_CANAPES),
    },
  },
];
