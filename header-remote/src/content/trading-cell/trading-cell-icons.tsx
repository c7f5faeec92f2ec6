import type { TradingCellIcons } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../links/content-href.ts';
import { messageIconText, type BrandIcon, type LoyaltyOffer } from './trading-cell-rules.ts';
import styles from './trading-cell.module.css';

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** The offer roundel: its picture when it has a safe one, else its text in a circle. */
export function OfferRoundel({
  icons,
  imageBase,
}: {
  readonly icons: TradingCellIcons | undefined;
  readonly imageBase: string | undefined;
}) {
  const roundel = icons?.offerRoundel;
  const text = roundel?.text.trim();
  if (!roundel || !text) return null;
  const src = contentImageSrc(roundel.src, imageBase);
  return src ? (
    <img className={styles.roundel} src={src} alt={text} width={56} height={56} />
  ) : (
    <span className={styles.roundel}>{text}</span>
  );
}

/** The "New" / "Try" flash; nothing for `none`. */
export function MessageIcon({ icons }: { readonly icons: TradingCellIcons | undefined }) {
  const message = messageIconText(icons);
  return message ? <span className={styles.message}>{message}</span> : null;
}

export function BrandIconImage({ brand }: { readonly brand: BrandIcon }) {
  return (
    <img
      className={join(styles.brand, brand.position === 'pinned' ? styles.brandPinned : styles.brandFloated)}
      src={brand.src}
      alt={brand.altText}
      width={48}
      height={48}
      data-position={brand.position}
    />
  );
}

/** The loyalty-card icon with the extra reduction; the text beside it says the same for screen readers. */
export function LoyaltyCardIcon({ offer }: { readonly offer: LoyaltyOffer }) {
  return (
    <span
      className={join(
        styles.loyalty,
        offer.oversized && styles.loyaltyOversized,
        offer.supercharged && styles.loyaltySupercharged,
      )}
      data-oversized={offer.oversized ? 'true' : 'false'}
      aria-hidden="true"
    >
      {offer.reduction}
    </span>
  );
}

type BadgesProps = {
  readonly icons: TradingCellIcons | undefined;
  readonly loyalty: LoyaltyOffer | undefined;
  readonly imageBase: string | undefined;
};

/** The icons over a cell's picture (or above its text when it has none): roundel, New/Try, loyalty card. */
export function CellBadges({ icons, loyalty, imageBase }: BadgesProps) {
  return (
    <span className={styles.badges}>
      <OfferRoundel icons={icons} imageBase={imageBase} />
      <MessageIcon icons={icons} />
      {loyalty ? <LoyaltyCardIcon offer={loyalty} /> : null}
    </span>
  );
}
