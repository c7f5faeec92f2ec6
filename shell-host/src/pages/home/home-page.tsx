import type { ReactNode } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { ENTERTAINING_ROOT_ID, GROCERIES_ROOT_ID } from '@grocer/shared-contracts/domain';
import { bannerAdsPreload, getBannerAds, getPageContent, pageContentPreload } from '../../api/content.ts';
import { CmsContent } from '../content/cms-content.tsx';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall, type ServiceCallState } from '../shared/use-service-call.ts';
import { BannerAds } from './banner-ads.tsx';
import styles from './home-page.module.css';

/** The content the header's Groceries menu shows: the home page draws the same cells and cards. */
export const HOME_CONTENT_PATH = 'menu/middle-mega-menu/master';
const ROOTS = [GROCERIES_ROOT_ID, ENTERTAINING_ROOT_ID];

const QUICK_LINKS = [
  { href: ROUTES.groceriesHome, text: 'Groceries' },
  { href: ROUTES.offers, text: 'Offers' },
  { href: ROUTES.entertainingHome, text: 'Entertaining' },
  { href: ROUTES.recipes, text: 'Recipes' },
  { href: ROUTES.serviceSelection, text: 'Book a slot' },
];

/**
 * /ecom, the grocer's home page: quick links, the trading cells and promo cards the header's
 * mega menu shows, grouped under Groceries and Entertaining, and the banners service's ads for
 * both, in the server's HTML when they come within its budget. Each part loads on its own, and a
 * failed one says so and can be retried; the rest stays.
 */
export function HomePage({ servicesUrl }: Pick<PageProps, 'servicesUrl'>) {
  // Both the same for every shopper, so the server loads them into the first HTML: nothing moves.
  const page = { path: HOME_CONTENT_PATH, contentUrl: ROUTES.root };
  const content = useServiceCall(
    servicesUrl === undefined ? null : 'home:content',
    (signal) => getPageContent(servicesUrl ?? '', page, signal),
    pageContentPreload(page),
  );
  const ads = useServiceCall(
    servicesUrl === undefined ? null : 'home:ads',
    (signal) => getBannerAds(servicesUrl ?? '', ROOTS, signal),
    bannerAdsPreload(ROOTS),
  );
  return (
    <>
      <h1 className={layout.heading}>Fernleaf groceries</h1>
      <p className={layout.message}>Fresh food and everyday essentials, delivered or ready to collect.</p>
      <nav aria-label="Shop">
        <ul className={styles.quickLinks}>
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <a className={layout.link} href={link.href}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Loaded state={content.state} retry={content.retry} what="this week's offers">
        {({ locations }) =>
          SECTIONS.map(({ id, title }) =>
            (locations[id] ?? []).length === 0 ? null : (
              <Section key={id} title={title}>
                <CmsContent components={locations[id] ?? []} servicesUrl={servicesUrl ?? ''} headingLevel={3} />
              </Section>
            ),
          )
        }
      </Loaded>
      <Loaded state={ads.state} retry={ads.retry} what="featured products">
        {(found) =>
          found.length === 0 ? null : (
            <Section title="Featured">
              <BannerAds ads={found} servicesUrl={servicesUrl ?? ''} />
            </Section>
          )
        }
      </Loaded>
    </>
  );
}

const SECTIONS = [
  { id: GROCERIES_ROOT_ID, title: 'Groceries' },
  { id: ENTERTAINING_ROOT_ID, title: 'Entertaining' },
];

type LoadedProps<T> = {
  readonly state: ServiceCallState<T>;
  readonly retry: () => void;
  /** Completes "Sorry, we couldn't load …". */
  readonly what: string;
  readonly children: (data: T) => ReactNode;
};

/** One part of the page as it loads: a status line, a failure that can be retried, or the part itself. */
function Loaded<T>({ state, retry, what, children }: LoadedProps<T>) {
  switch (state.status) {
    case 'success':
      return children(state.data);
    case 'error':
      return <RetryAlert message={`Sorry, we couldn't load ${what}.`} retry={retry} />;
    case 'loading':
      return (
        <p role="status" className={layout.message}>
          Loading {what}…
        </p>
      );
    default:
      return <RetryAlert message={`Sorry, we couldn't load ${what}.`} />;
  }
}

/** A titled part of the home page, its heading naming it. */
function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = `home-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={layout.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
