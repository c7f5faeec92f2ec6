import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { EMPTY_MESSAGE } from './browse-listing.tsx';
import { BrowseMessage } from './browse-message.tsx';
import { CategoryLinks } from './category-links.tsx';
import { shownRoots } from './find-category.ts';
import { useTaxonomy } from './use-taxonomy.ts';

/** /ecom/shop/browse: where every part of the shop starts. */
export function AllCategoriesView({ servicesUrl }: { readonly servicesUrl: string | undefined }) {
  const { state, retry } = useTaxonomy(servicesUrl);
  const roots = state.status === 'success' ? shownRoots(state.data) : undefined;
  return (
    <>
      <h1 className={layout.heading}>Browse</h1>
      {state.status === 'loading' ? (
        <p role="status" className={layout.message}>
          Loading…
        </p>
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert message="Sorry, we couldn't load the categories. Please try again." retry={retry} />
      ) : null}
      {roots && roots.length === 0 ? <BrowseMessage message={EMPTY_MESSAGE} /> : null}
      {roots ? <CategoryLinks categories={roots} label="Shop by category" /> : null}
    </>
  );
}
