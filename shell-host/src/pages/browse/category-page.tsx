import type { TaxonomyEntry } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import { BrowseListing } from './browse-listing.tsx';
import type { BrowseLocation } from './browse-location.ts';
import { BrowseMessage } from './browse-message.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { CategoryLinks } from './category-links.tsx';
import { categoryTrail, shownChildren } from './find-category.ts';
import { useCategoryLookup } from './use-category-lookup.ts';
import styles from './browse-page.module.css';

type Props = {
  readonly servicesUrl: string | undefined;
  /** The heading until the category is known. */
  readonly title: string;
  /** Picks the page's category out of the taxonomy. */
  readonly find: (categories: readonly TaxonomyEntry[]) => TaxonomyEntry | undefined;
  /** What to say when the taxonomy has no such category. */
  readonly notFound: { readonly title: string; readonly message: string };
  readonly browse: BrowseLocation;
  readonly trolley: TrolleyContext;
};

/**
 * A category's page: where it sits, its name, the categories inside it and its
 * products. The one h1 stays put while the taxonomy loads, fails or arrives,
 * so the heading is never swapped under a screen reader.
 */
export function CategoryPage({ servicesUrl, title, find, notFound, browse, trolley }: Props) {
  const lookup = useCategoryLookup(servicesUrl, find);
  const found = lookup.status === 'found' ? lookup : undefined;
  const heading = found ? found.category.name : lookup.status === 'not-found' ? notFound.title : title;
  return (
    <>
      {found ? (
        <Breadcrumb trail={categoryTrail(found.categories, found.category)} />
      ) : (
        // Held for the breadcrumb, so the heading stays where the first HTML put it (no layout shift).
        <div className={styles.breadcrumbSpace} aria-hidden="true" />
      )}
      <h1 className={layout.heading}>{heading}</h1>
      {lookup.status === 'loading' ? (
        <p role="status" className={layout.message}>
          Loading…
        </p>
      ) : null}
      {lookup.status === 'error' ? (
        <RetryAlert message="Sorry, we couldn't load this category. Please try again." retry={lookup.retry} />
      ) : null}
      {lookup.status === 'not-found' ? <BrowseMessage message={notFound.message} /> : null}
      {found ? (
        <>
          <CategoryLinks
            categories={shownChildren(found.categories, found.category)}
            label={`${found.category.name} categories`}
          />
          <BrowseListing
            servicesUrl={servicesUrl}
            // The taxonomy already knows an empty category has nothing to list; asking would only cost a call.
            products={found.category.emptyOfProducts ? null : { category: found.category.id }}
            location={browse}
            label={`Products in ${found.category.name}`}
            trolley={trolley}
          />
        </>
      ) : null}
    </>
  );
}
