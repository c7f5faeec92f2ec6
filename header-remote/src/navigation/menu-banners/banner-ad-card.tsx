import { useId, useRef } from 'react';
import { buylistUrl, DEFAULT_AD_BUTTON_TEXT, type BannerAd } from '@grocer/shared-contracts/domain';
import { contentHref, contentImageSrc } from '../../content/links/content-href.ts';
import { NEW_WINDOW_PROPS, NewWindowNote } from '../../content/links/new-window.tsx';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { adEventData, sendTracking, trackingUrls } from './banner-tracking.ts';
import { useImpression } from './use-impression.ts';
import styles from './menu-banners.module.css';

/** Ad images show at this size, reserved before they load. */
export const AD_IMAGE_SIZE = 96;

type Props = {
  readonly ad: BannerAd;
  /** Ad ids already counted while this menu is open: an ad's impression counts once per open. */
  readonly seen: Set<string>;
};

/**
 * One menu banner ad (spec section 3): badge, picture, heading, subheading
 * and a button-styled link. An ad with products links to their buylist
 * (`{buylist}/{l1},{l2}`), otherwise to its own link when that is a site
 * path or an http(s) URL; an ad with neither shows no link.
 */
export function BannerAdCard({ ad, seen }: Props) {
  const { props, emit } = useHeaderConfig();
  const base = props.services.banners ?? props.services.api;
  const cardRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const { textArea } = ad;

  useImpression(cardRef, () => {
    if (seen.has(ad.id)) return;
    seen.add(ad.id);
    const urls = trackingUrls(ad.tracking.impressionUrls, base);
    sendTracking(urls);
    emit('analytics', { name: 'impression', data: adEventData(ad, urls) });
  });

  const buylist = buylistUrl(ad.products);
  const href = buylist ?? contentHref(textArea.link?.url);
  const newWindow = buylist === undefined && textArea.link?.newWindow === true;
  const imageSrc = contentImageSrc(ad.image.src, base);
  const buttonText = textArea.buttonText?.trim() || DEFAULT_AD_BUTTON_TEXT;

  const onClick = () => {
    const urls = trackingUrls(ad.tracking.clickUrls, base);
    sendTracking(urls);
    emit('analytics', { name: 'click', data: adEventData(ad, urls) });
    emit('analytics', {
      name: 'promo_click',
      data: { promoName: textArea.heading, promoType: 'menu_banner', sponsorshipId: ad.id, linkUrl: href ?? null },
    });
  };

  return (
    <article ref={cardRef} className={styles.ad} aria-labelledby={headingId} data-ad-id={ad.id}>
      {imageSrc ? (
        <img
          className={styles.image}
          src={imageSrc}
          alt={ad.image.altText}
          width={AD_IMAGE_SIZE}
          height={AD_IMAGE_SIZE}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.text}>
        {ad.marketingBadge ? <span className={styles.badge}>{ad.marketingBadge.text}</span> : null}
        <p id={headingId} className={styles.heading}>
          {textArea.heading}
        </p>
        {textArea.subheading ? <p className={styles.subheading}>{textArea.subheading}</p> : null}
        {href ? (
          <a
            className={styles.button}
            href={href}
            aria-describedby={headingId}
            onClick={onClick}
            {...(newWindow ? NEW_WINDOW_PROPS : {})}
          >
            {buttonText}
            {newWindow ? (
              <>
                {' '}
                <NewWindowNote />
              </>
            ) : null}
          </a>
        ) : null}
      </div>
    </article>
  );
}
