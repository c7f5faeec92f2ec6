import type { PageProps } from '../page-props.ts';
import { findPage } from '../routes.ts';
import { loginUrl } from '../shared/login-url.ts';
import { AllCategoriesView } from './all-categories-view.tsx';
import { readBrowseLocation } from './browse-location.ts';
import { CategoryPage } from './category-page.tsx';
import { findCategoryByUrl, findSeasonalCategory } from './find-category.ts';
import { NewProductsView } from './new-products-view.tsx';
import { OfferHighlightView } from './offer-highlight-view.tsx';
import { OffersView } from './offers-view.tsx';

const NOT_FOUND = { title: 'Category not found', message: "Sorry, we can't find that category." };

/**
 * Every /ecom/shop/browse page the menus link to: a category found by its
 * taxonomy url (offer categories by their categoryId too), all offers, new
 * products and the seasonal pages. 48 products a page, for guests and
 * shoppers alike.
 */
export function BrowsePage({ location, servicesUrl }: PageProps) {
  const browse = readBrowseLocation(location);
  const title = findPage(location.pathname)?.title ?? 'Browse';
  const trolley = { servicesUrl, loginUrl: loginUrl(location), source: 'browse' };
  const { target } = browse;
  const category = { servicesUrl, title, browse, trolley };

  switch (target.kind) {
    case 'all-categories':
      return <AllCategoriesView servicesUrl={servicesUrl} />;
    case 'offers':
      return <OffersView browse={browse} servicesUrl={servicesUrl} trolley={trolley} />;
    case 'offer-highlight':
      return (
        <OfferHighlightView highlight={target.highlight} browse={browse} servicesUrl={servicesUrl} trolley={trolley} />
      );
    case 'new':
      return <NewProductsView browse={browse} servicesUrl={servicesUrl} trolley={trolley} />;
    case 'seasonal':
      return (
        <CategoryPage
          {...category}
          find={(categories) => findSeasonalCategory(categories, target.season)}
          notFound={{ title, message: `There's nothing for ${title} at the moment. Take a look around Groceries.` }}
        />
      );
    case 'category':
      return (
        <CategoryPage
          {...category}
          find={(categories) => findCategoryByUrl(categories, target.url)}
          notFound={NOT_FOUND}
        />
      );
  }
}
