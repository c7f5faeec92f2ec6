import { MAIN_CONTENT_ID } from '@grocer/shared-contracts';
import { findPage } from './routes.ts';

type Props = { readonly location: Pick<Location, 'pathname' | 'search'> };

/** The page body under the header. Placeholders until the features that own each page land. */
export function Page({ location }: Props) {
  const route = findPage(location.pathname);
  const searchTerm = new URLSearchParams(location.search).get('searchTerm');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: '24px', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{route ? route.title : 'Page not found'}</h1>
      {route && location.pathname.startsWith('/ecom/shop/search') ? (
        <p>{searchTerm ? `Results for "${searchTerm}"` : 'Search for groceries using the box above.'}</p>
      ) : null}
      {route ? null : <p>Sorry, we can't find that page.</p>}
    </main>
  );
}
