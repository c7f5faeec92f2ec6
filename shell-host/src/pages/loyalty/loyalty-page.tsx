import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** /ecom/loyalty, the loyalty card page the account menu links to. */
export function LoyaltyPage() {
  return (
    <LinkListPage
      title="Loyalty card"
      message="Use your loyalty card for extra reductions on selected products."
      links={[
        { text: 'See offers', href: ROUTES.offers },
        { text: 'Back to my account', href: ROUTES.myAccount },
      ]}
    />
  );
}
