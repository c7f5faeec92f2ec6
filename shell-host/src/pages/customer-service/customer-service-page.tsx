import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** /ecom/help-information/customer-service, help links. */
export function CustomerServicePage() {
  return (
    <LinkListPage
      title="Customer service"
      message="We can help with orders, deliveries and your account."
      links={[
        { text: 'My orders', href: ROUTES.myOrders },
        { text: 'My account', href: ROUTES.myAccount },
        { text: 'Groceries home', href: ROUTES.groceriesHome },
      ]}
    />
  );
}
