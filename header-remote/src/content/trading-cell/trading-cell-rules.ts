import { buylistUrl, type TradingCell, type TradingCellIcons } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../links/content-href.ts';

/** How many cells a trading cell spans in its row (one to four). */
export function cellCount(defaultNumOfCells: TradingCell['defaultNumOfCells']): 1 | 2 | 3 | 4 {
  switch (defaultNumOfCells) {
    case 'twoCells':
      return 2;
    case 'threeCells':
      return 3;
    case 'fourCells':
      return 4;
    default:
      return 1;
  }
}

/** A loyalty-card reduction label longer than this is drawn oversized (spec section 9). */
export const LOYALTY_LABEL_MAX_LENGTH = 4;

export type LoyaltyOffer = { readonly reduction: string; readonly oversized: boolean; readonly supercharged: boolean };

/** The loyalty-card icon's offer: only with an additional reduction. */
export function loyaltyOffer(icons: TradingCellIcons | undefined): LoyaltyOffer | undefined {
  const reduction = icons?.loyaltyCardIcon?.additionalReduction?.trim();
  if (!reduction) return undefined;
  return {
    reduction,
    oversized: reduction.length > LOYALTY_LABEL_MAX_LENGTH,
    supercharged: icons?.loyaltyCardIcon?.supercharged === true,
  };
}

/** Spec section 9: "and an extra X off with the loyalty card". */
export const extraDiscountMessage = (reduction: string): string =>
  `and an extra ${reduction} off with the loyalty card`;

export type BrandIcon = { readonly src: string; readonly altText: string; readonly position: 'floated' | 'pinned' };

/** The brand icon shows only with display true and an image src (spec section 5) that is safe to load. */
export function brandIcon(icons: TradingCellIcons | undefined, imageBase: string | undefined): BrandIcon | undefined {
  const icon = icons?.brandIcon;
  if (!icon || icon.display !== true) return undefined;
  const src = contentImageSrc(icon.src, imageBase);
  if (src === undefined) return undefined;
  return { src, altText: icon.altText?.trim() ?? '', position: icon.position === 'pinned' ? 'pinned' : 'floated' };
}

/** "New" or "Try"; none for `none`. */
export function messageIconText(icons: TradingCellIcons | undefined): 'New' | 'Try' | undefined {
  const message = icons?.messageIcon?.message;
  return message === 'New' || message === 'Try' ? message : undefined;
}

export type BuylistLink = { readonly href: string; readonly text: string };

/** A cell with products links to the buylist `{buylist}/{l1},{l2}` (spec section 2): a click-to-buy cell. */
export function buylistLink(products: TradingCell['products']): BuylistLink | undefined {
  const href = Array.isArray(products) ? buylistUrl(products) : undefined;
  if (href === undefined) return undefined;
  const count = (href.split('/').pop() ?? '').split(',').length;
  return { href, text: count === 1 ? 'Shop this product' : `Shop these ${count} products` };
}
