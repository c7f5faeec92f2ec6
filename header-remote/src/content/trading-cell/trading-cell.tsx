import type { ContentComponentProps } from '../content-component-props.ts';
import { ContentHeading } from '../content-heading.tsx';
import { ContentPicture } from '../images/content-picture.tsx';
import { componentImages } from '../images/image-rules.ts';
import { contentHref } from '../links/content-href.ts';
import { ContentLinkButton } from '../links/content-link.tsx';
import { CellDetails } from './cell-details.tsx';
import { BrandIconImage, CellBadges } from './trading-cell-icons.tsx';
import { brandIcon, buylistLink, cellCount, extraDiscountMessage, loyaltyOffer } from './trading-cell-rules.ts';
import styles from './trading-cell.module.css';

/** What the picture shows across, by how many cells of a row the cell spans. */
const SIZES: Record<1 | 2 | 3 | 4, string> = {
  1: '(min-width: 992px) 25vw, (min-width: 544px) 50vw, 100vw',
  2: '(min-width: 992px) 25vw, 50vw',
  3: '(min-width: 992px) 37vw, 50vw',
  4: '(min-width: 768px) 50vw, 100vw',
};

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * A trading cell (spec section 3): a picture with its icons, a text area
 * (supporting title, offer heading, heading, subheading, loyalty-card extra
 * discount, button, disclaimer) in the light or red theme, one to four cells
 * wide; with products it is a click-to-buy cell linking to the buylist.
 */
export function TradingCell({ component, position, options, environment }: ContentComponentProps) {
  const textArea = component.textArea ?? {};
  const { icons } = component;
  const cells = cellCount(component.defaultNumOfCells);
  const theme = textArea.theme === 'red' ? 'red' : 'light';
  const images = componentImages(component, environment.imageBase);
  const hasPicture = images.landscape !== undefined || images.portrait !== undefined;
  const pictureHref = contentHref(component.linkPath);
  const brand = brandIcon(icons, environment.imageBase);
  const loyalty = loyaltyOffer(icons);
  const buylist = buylistLink(component.products);
  const heading = textArea.heading?.trim();
  const offerHeading = textArea.offerHeading?.trim();
  const supportingTitle = textArea.supportingTitle?.trim();
  const subheading = textArea.subheading?.trim();
  const disclaimer = textArea.displayDisclaimer === true ? textArea.disclaimer?.trim() : undefined;
  const subject = heading || offerHeading || textArea.link?.text || 'this offer';

  return (
    <div
      className={join(styles.cell, styles[`cells${cells}`], theme === 'red' && styles.red)}
      data-cells={cells}
      data-theme={theme}
    >
      {hasPicture ? (
        <div className={styles.media}>
          <ContentPicture images={images} position={position} className={styles.picture} sizes={SIZES[cells]} />
          {pictureHref ? (
            // The picture also leads to the cell's page for pointer users; keyboard and screen-reader users have the button.
            <a
              className={styles.pictureLink}
              href={pictureHref}
              tabIndex={-1}
              aria-hidden="true"
              data-promo-text={subject}
            />
          ) : null}
          <CellBadges icons={icons} loyalty={loyalty} imageBase={environment.imageBase} />
          {brand?.position === 'pinned' ? <BrandIconImage brand={brand} /> : null}
        </div>
      ) : null}
      <div className={styles.text}>
        {brand && (brand.position === 'floated' || !hasPicture) ? <BrandIconImage brand={brand} /> : null}
        {!hasPicture ? <CellBadges icons={icons} loyalty={loyalty} imageBase={environment.imageBase} /> : null}
        {supportingTitle ? <p className={styles.supportingTitle}>{supportingTitle}</p> : null}
        {offerHeading ? <p className={styles.offerHeading}>{offerHeading}</p> : null}
        {heading ? (
          <ContentHeading level={options.headingLevel} className={styles.heading}>
            {heading}
          </ContentHeading>
        ) : null}
        <CellDetails expandable={buylist !== undefined} subject={subject}>
          {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
          {loyalty ? <p className={styles.extraDiscount}>{extraDiscountMessage(loyalty.reduction)}</p> : null}
          <div className={styles.actions}>
            <ContentLinkButton link={textArea.link} buttonStyle={textArea.buttonStyle} fallbackText="Shop now" />
            {buylist ? (
              <a className={styles.buylist} href={buylist.href}>
                {buylist.text}
              </a>
            ) : null}
          </div>
          {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
        </CellDetails>
      </div>
    </div>
  );
}
