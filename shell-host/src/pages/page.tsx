import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@grocer/shared-contracts';
import { AdminCustomerPage } from './admin/admin-customer-page.tsx';
import { VitalsPage } from './admin/vitals-page.tsx';
import { AuthSuccessPage } from './auth-success/auth-success-page.tsx';
import { BeforeYouGoPage } from './before-you-go/before-you-go-page.tsx';
import { BookSlotPage } from './book-slot/book-slot-page.tsx';
import { BrowsePage } from './browse/browse-page.tsx';
import { BuylistPage } from './buylist/buylist-page.tsx';
import { CheckoutPage } from './checkout/checkout-page.tsx';
import { ContentPage } from './content/content-page.tsx';
import { CustomerServicePage } from './customer-service/customer-service-page.tsx';
import { DeliveryPassPage } from './delivery-pass/delivery-pass-page.tsx';
import { FavouritesPage } from './favourites/favourites-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { ListsPage } from './lists/lists-page.tsx';
import { LogOutPage } from './log-out/log-out-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { LoyaltyPage } from './loyalty/loyalty-page.tsx';
import { MultiSearchPage } from './multi-search/multi-search-page.tsx';
import { MyAccountPage } from './my-account/my-account-page.tsx';
import { MyDetailsPage } from './my-details/my-details-page.tsx';
import { MyOrdersPage } from './my-orders/my-orders-page.tsx';
import { OrderConfirmationPage } from './order-confirmation/order-confirmation-page.tsx';
import { ResolveOrderPaymentPage } from './resolve-order-payment/resolve-order-payment-page.tsx';
import type { PageProps } from './page-props.ts';
import { findPage } from './routes.ts';
import { SearchPage } from './search/search-page.tsx';
import { ServiceSelectionPage } from './service-selection/service-selection-page.tsx';
import { TrolleyPage } from './trolley/trolley-page.tsx';
import { ViewOrderPage } from './view-order/view-order-page.tsx';
import layout from './shared/page-layout.module.css';

const PAGES: Readonly<Record<string, (props: PageProps) => ReactNode>> = {
  '/ecom': HomePage,
  '/ecom/recipes': ContentPage,
  '/ecom/content/inspiration': ContentPage,
  '/ecom/shop/buylist': BuylistPage,
  '/ecom/resolve-order-payment': ResolveOrderPaymentPage,
  '/ecom/shop/search': SearchPage,
  '/ecom/shop/multi-search': MultiSearchPage,
  '/ecom/shop/browse': BrowsePage,
  '/ecom/shop/browse/groceries': BrowsePage,
  '/ecom/shop/browse/entertaining': BrowsePage,
  '/ecom/shop/browse/offers': BrowsePage,
  '/ecom/shop/browse/groceries/new': BrowsePage,
  '/ecom/shop/browse/groceries/valentines': BrowsePage,
  '/ecom/shop/browse/groceries/christmas': BrowsePage,
  '/ecom/login': LoginPage,
  '/ecom/log-out': LogOutPage,
  '/ecom/shop/trolley': TrolleyPage,
  '/ecom/beforeYouGo': BeforeYouGoPage,
  '/ecom/checkout': CheckoutPage,
  '/ecom/order-confirmation': OrderConfirmationPage,
  '/ecom/bookslot/delivery': BookSlotPage,
  '/ecom/bookslot/collection/entertaining': BookSlotPage,
  '/ecom/bookslot/collection/groceries': BookSlotPage,
  '/ecom/bookslot/collection/groceriesandentertaining': BookSlotPage,
  '/ecom/serviceselection': ServiceSelectionPage,
  '/ecom/myaccount/my-orders': MyOrdersPage,
  '/ecom/myaccount/my-orders/order': ViewOrderPage,
  '/ecom/myaccount': MyAccountPage,
  '/ecom/my-details': MyDetailsPage,
  '/ecom/lists': ListsPage,
  '/ecom/favourites': FavouritesPage,
  '/ecom/myaccount/delivery-pass': DeliveryPassPage,
  '/ecom/delivery-pass': DeliveryPassPage,
  '/ecom/help-information/customer-service': CustomerServicePage,
  '/ecom/auth-success': AuthSuccessPage,
  '/ecom/loyalty': LoyaltyPage,
  '/admin/customers': AdminCustomerPage,
  '/admin/vitals': VitalsPage,
};

/** The page body under the header: the pages built so far, placeholders for the rest. */
export function Page({ location, servicesUrl }: PageProps) {
  const route = findPage(location.pathname);
  // Keyed by the route's declared path, so a prefix route such as /ecom/order-confirmation/{id} finds its page.
  const Built = route ? PAGES[route.path] : undefined;
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
