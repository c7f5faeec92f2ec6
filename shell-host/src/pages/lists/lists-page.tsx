import { ROUTES } from '@grocer/shared-contracts';
import { LinkListPage } from '../shared/link-list-page.tsx';

/** /ecom/lists, no lists yet. */
export function ListsPage() {
  return (
    <LinkListPage
      title="Lists"
      message={"You haven't made any lists yet."}
      links={[
        { text: 'Browse groceries', href: ROUTES.groceriesHome },
        { text: 'Back to my account', href: ROUTES.myAccount },
      ]}
    />
  );
}
