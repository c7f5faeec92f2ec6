import { ROUTES } from '@grocer/shared-contracts';
import { offerHighlightUrl, type OfferHighlight } from '@grocer/shared-contracts/domain';
import { Breadcrumb } from './breadcrumb.tsx';
import layout from '../shared/page-layout.module.css';
import type { TrolleyContext } from '../products/add-to-trolley.tsx';
import { BrowseListing } from './browse-listing.tsx';
import type { BrowseLocation } from './browse-location.ts';
import { OfferHighlightLinks } from './offer-highlight-links.tsx';

type Props = {
  readonly highlight: OfferHighlight;
  readonly browse: BrowseLocation;
  readonly servicesUrl: string | undefined;
  readonly trolley: TrolleyContext;
};

/** /ecom/shop/browse/offers/highlights/{slug}: the offers of one kind, with the way back to all offers. */
export function OfferHighlightView({ highlight, browse, servicesUrl, trolley }: Props) {
  return (
    <>
      <Breadcrumb
        trail={[
          { name: 'Offers', url: ROUTES.offers },
          { name: highlight.title, url: offerHighlightUrl(highlight.slug) },
        ]}
      />
      <h1 className={layout.heading}>{`Offers: ${highlight.title}`}</h1>
      <OfferHighlightLinks current={highlight} />
      <BrowseListing
        servicesUrl={servicesUrl}
        products={{ highlight: highlight.slug }}
        location={browse}
        label={`${highlight.title} offers`}
        trolley={trolley}
      />
    </>
  );
}
