import { ROUTES } from '@grocer/shared-contracts';
import { type ContentLocations } from '@grocer/shared-contracts/domain';
import { getPageContent, pageContentPreload } from '../../api/content.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { CmsContent } from './cms-content.tsx';

/** The content behind each content page the header links to (services/docs/content.md). */
const CONTENT_PATHS: Readonly<Record<string, { readonly path: string; readonly title: string }>> = {
  [ROUTES.recipes]: { path: 'pages/recipes/master', title: 'Recipes' },
  [ROUTES.inspiration]: { path: 'pages/inspiration/master', title: 'Inspiration' },
};

/** Every location's components, in the order the content service lists its locations. */
const allComponents = (locations: ContentLocations) => Object.values(locations).flat();

/**
 * Recipes (/ecom/recipes) and Inspiration (/ecom/content/inspiration): a CMS page, drawn from
 * the content service in the components the header's menus use. Loading, a failure that can be
 * retried, or the page; its title is the content's own when it has one.
 */
export function ContentPage({ location, servicesUrl }: PageProps) {
  const pathname = location.pathname.replace(/(?<=.)\/$/, '');
  const page = CONTENT_PATHS[pathname] ?? { path: '', title: 'Page not found' };
  const content = { path: page.path, contentUrl: pathname };
  // The same for every shopper: the server loads it into the first HTML.
  const { state, retry } = useServiceCall(
    servicesUrl === undefined ? null : `content:${page.path}`,
    (signal) => getPageContent(servicesUrl ?? '', content, signal),
    pageContentPreload(content),
  );
  const title = state.status === 'success' ? (state.data.pageTitle?.text ?? page.title) : page.title;
  let body;
  if (servicesUrl === undefined || state.status === 'error') {
    body = (
      <RetryAlert
        message={`Sorry, we couldn't load ${page.title.toLowerCase()}.`}
        retry={servicesUrl === undefined ? undefined : retry}
      />
    );
  } else if (state.status === 'success') {
    body = <CmsContent components={allComponents(state.data.locations)} servicesUrl={servicesUrl} headingLevel={2} />;
  } else {
    body = (
      <p role="status" className={layout.message}>
        Loading…
      </p>
    );
  }
  return (
    <>
      <h1 className={layout.heading}>{title}</h1>
      {body}
    </>
  );
}
