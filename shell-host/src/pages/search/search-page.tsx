import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { loginUrl } from '../shared/login-url.ts';
import { readSearchLocation } from '../products/search-location.ts';
import { ProductSearchResults } from '../products/product-search-results.tsx';

/**
 * /ecom/shop/search?searchTerm=…: 48 products a page, within any custom tags the header's search carries
 * (`customTags`, spec section 3). Without a term, the base search page.
 */
export function SearchPage({ location, servicesUrl }: PageProps) {
  const { searchTerm, customTags, page } = readSearchLocation(location.search);
  if (searchTerm === '') {
    return (
      <>
        <h1 className={layout.heading}>Search results</h1>
        <p className={layout.message}>Search for groceries using the box above.</p>
      </>
    );
  }
  return (
    <>
      <h1 className={layout.heading}>Search results for "{searchTerm}"</h1>
      <ProductSearchResults
        servicesUrl={servicesUrl}
        searchTerm={searchTerm}
        customTags={customTags}
        page={page}
        headingLevel={2}
        more="pages"
        trolley={{ servicesUrl, loginUrl: loginUrl(location), source: 'search-results' }}
      />
    </>
  );
}
