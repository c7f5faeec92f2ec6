import { useId } from 'react';
import {
  buylistUrl,
  contentHref,
  contentImageSrc,
  DEFAULT_AD_BUTTON_TEXT,
  type BannerAd,
} from '@grocer/shared-contracts/domain';
import styles from '../content/content.module.css';

/**
 * The banners service's ads (spec section 3, "Banner ad"), as the mega menu shows them: picture,
 * heading, badge and a button ("Shop Now" unless the ad names one) to the buylist of its
 * products, or else to its own link when that may be one.
 */
export function BannerAds({ ads, servicesUrl }: { readonly ads: readonly BannerAd[]; readonly servicesUrl: string }) {
  return (
    <ul className={styles.grid}>
      {ads.map((ad) => (
        <BannerAdCard key={ad.id} ad={ad} servicesUrl={servicesUrl} />
      ))}
    </ul>
  );
}

/** One ad; its button's name is the words it shows, and the ad's heading describes it (as in the header's menu). */
function BannerAdCard({ ad, servicesUrl }: { readonly ad: BannerAd; readonly servicesUrl: string }) {
  const headingId = useId();
  const href = buylistUrl(ad.products) ?? contentHref(ad.textArea.link?.url);
  const src = contentImageSrc(ad.image.src, servicesUrl);
  return (
    <li className={`${styles.item} ${styles.md4}`}>
      <article className={styles.card}>
        {src === undefined ? null : (
          <img className={styles.image} src={src} alt={ad.image.altText} width={640} height={360} loading="lazy" />
        )}
        {ad.marketingBadge ? <span className={styles.badge}>{ad.marketingBadge.text}</span> : null}
        <h3 id={headingId} className={styles.title}>
          {ad.textArea.heading}
        </h3>
        {ad.textArea.subheading ? <p className={styles.text}>{ad.textArea.subheading}</p> : null}
        {href === undefined ? null : (
          <a className={styles.action} href={href} aria-describedby={headingId}>
            {ad.textArea.buttonText ?? DEFAULT_AD_BUTTON_TEXT}
          </a>
        )}
      </article>
    </li>
  );
}
