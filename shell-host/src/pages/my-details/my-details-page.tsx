import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** /ecom/my-details, placeholder for the shopper's details. */
export function MyDetailsPage() {
  return (
    <LinkListPage
      title="My details"
      message="Your name, addresses and contact preferences will appear here."
      links={[{ text: 'Back to my account', href: ROUTES.myAccount }]}
    />
  );
}
