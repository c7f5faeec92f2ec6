import type { ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { megaMenuContent } from '@grocer/shared-contracts/cms-builders';
import { contentImageSrc } from '../content-images.ts';
import {
  availableProductsIn,
  categoryByNames,
  categorySitePath,
  itemList,
  pickNamed,
  pickProducts,
  promoted,
} from './catalogue-picks.ts';

/** The content path the header loads for the Groceries mega menu. */
export const MEGA_MENU_PATH = 'menu/middle-mega-menu/master';

/*
 * The products the trading cells show, picked from the demo catalogue by
 * category and name (see catalogue-picks.ts), and the copy that depends on them.
 */
const GREENS_AND_PEAS = categoryByNames('Groceries', 'Fruit & Vegetables', 'Fresh Vegetables', 'Greens & Peas');
const ASPARAGUS = pickNamed(GREENS_AND_PEAS, 'Asparagus');
const SUGAR_SNAP_PEAS = pickNamed(GREENS_AND_PEAS, 'Sugar Snap Peas');

/** The weekly offers cell says "1/3 off": its products carry exactly that promotion. */
const THIRD_OFF_PROMOTION = 'Save 1/3';
const THIRD_OFF = pickProducts({
  in: categoryByNames('Groceries'),
  count: 2,
  where: (product) => product.promotion === THIRD_OFF_PROMOTION,
});

const ENTERTAINING = categoryByNames('Entertaining');
const SHARING_PLATTERS = categoryByNames('Entertaining', 'Party Food', 'Platters & Sharing', 'Sharing Platters');
/** "Order from N days ahead": platters with the shortest notice the category has. */
const PLATTER_NOTICE_DAYS = Math.min(...availableProductsIn(SHARING_PLATTERS).map((product) => product.noticeDays));
const PLATTERS = pickProducts({
  in: SHARING_PLATTERS,
  count: 2,
  where: (product) => product.noticeDays === PLATTER_NOTICE_DAYS,
});

const CHEESE_BOARDS = categoryByNames('Entertaining', 'Party Food', 'Platters & Sharing', 'Cheese Boards');
const BRITISH_CHEESE_BOARD = pickNamed(CHEESE_BOARDS, 'British Cheese Board');

/** The plan-ahead card's range of notice, over everything available to order for entertaining. */
const ENTERTAINING_NOTICE = availableProductsIn(ENTERTAINING).map((product) => product.noticeDays);
const [LEAST_NOTICE, MOST_NOTICE] = [Math.min(...ENTERTAINING_NOTICE), Math.max(...ENTERTAINING_NOTICE)];

/** The shared demo menu (cms-samples.ts), filled in from the demo catalogue. */
export const MEGA_MENU_CONTENT: ContentFragmentResponse = {
  locations: megaMenuContent({
    picture: contentImageSrc,
    greens: {
      sitePath: categorySitePath(GREENS_AND_PEAS),
      items: itemList([ASPARAGUS, SUGAR_SNAP_PEAS]),
      products: promoted([ASPARAGUS, SUGAR_SNAP_PEAS]),
    },
    weeklyOffers: { products: promoted(THIRD_OFF) },
    platters: {
      sitePath: categorySitePath(SHARING_PLATTERS),
      noticeDays: PLATTER_NOTICE_DAYS,
      products: promoted(PLATTERS),
    },
    cheeseBoards: {
      sitePath: categorySitePath(CHEESE_BOARDS),
      size: BRITISH_CHEESE_BOARD.size,
      products: promoted([BRITISH_CHEESE_BOARD]),
    },
    entertainingNotice: [LEAST_NOTICE, MOST_NOTICE],
  }),
};
