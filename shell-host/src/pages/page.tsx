import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@grocer/shared-contracts';
import { LoginPage } from './login/login-page.tsx';
import { MultiSearchPage } from './multi-search/multi-search-page.tsx';
import type { PageProps } from './page-props.ts';
import { findPage } from './routes.ts';
import { SearchPage } from './search/search-page.tsx';
import layout from './shared/page-layout.module.css';

const PAGES: Readonly<Record<string, (props: PageProps) => ReactNode>> = {
  '/ecom/shop/search': SearchPage,
  '/ecom/shop/multi-search': MultiSearchPage,
  '/ecom/login': LoginPage,
};

/** The page body under the header: the pages built so far, placeholders for the rest. */
export function Page({ location, servicesUrl }: PageProps) {
  const route = findPage(location.pathname);
  const Built = route ? PAGES[location.pathname.replace(/\/$/, '')] : undefined;
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={layout.main}>
      {Built ? (
        <Built location={location} servicesUrl={servicesUrl} />
      ) : (
        <>
          <h1 className={layout.heading}>{route ? route.title : 'Page not found'}</h1>
          {route ? null : <p className={layout.message}>Sorry, we can't find that page.</p>}
        </>
      )}
    </main>
  );
}
