import layout from '../shared/page-layout.module.css';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import { BrowseListing } from './browse-listing.tsx';
import type { BrowseLocation } from './browse-location.ts';
import { CategoryLinks } from './category-links.tsx';
import { OfferHighlightLinks } from './offer-highlight-links.tsx';
import { shownDepartmentOffers } from './find-category.ts';
import { useTaxonomy } from './use-taxonomy.ts';

type Props = {
  readonly browse: BrowseLocation;
  readonly servicesUrl: string | undefined;
  readonly trolley: TrolleyContext;
};

/** /ecom/shop/browse/offers: every product on offer, with links to each department's offers. */
export function OffersView({ browse, servicesUrl, trolley }: Props) {
  const { state } = useTaxonomy(servicesUrl);
  // The links are a shortcut: without the taxonomy the offers themselves still list.
  const departments = state.status === 'success' ? shownDepartmentOffers(state.data) : [];
  return (
    <>
      <h1 className={layout.heading}>Offers</h1>
      <OfferHighlightLinks />
      <CategoryLinks categories={departments} label="Offers by department" />
      <BrowseListing
        servicesUrl={servicesUrl}
        products={{ onOffer: true }}
        location={browse}
        label="Products on offer"
        trolley={trolley}
      />
    </>
  );
}
