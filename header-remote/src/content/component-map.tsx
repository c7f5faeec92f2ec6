import { CMS_RESOURCE_TYPES } from '@grocer/shared-contracts/domain';
import type { ContentComponentProps } from './content-component-props.ts';
import { Container } from './container/container.tsx';
import { MenuCard } from './menu-card/menu-card.tsx';
import { MenuCardGroup } from './menu-card/menu-card-group.tsx';
import { TextPromoCard } from './text-promo-card/text-promo-card.tsx';
import { TradingCell } from './trading-cell/trading-cell.tsx';

const MAPPED_TYPES: ReadonlySet<string> = new Set(Object.values(CMS_RESOURCE_TYPES));

/** The resource types the header renders (CMS_RESOURCE_TYPES); any other is warned about and renders nothing. */
export const isMappedResourceType = (resourceType: string): boolean => MAPPED_TYPES.has(resourceType);

/** The component for a mapped resource type. */
export function MappedComponent(props: ContentComponentProps) {
  switch (props.component.resourceType) {
    case CMS_RESOURCE_TYPES.container:
      return <Container {...props} />;
    case CMS_RESOURCE_TYPES.tradingCell:
      return <TradingCell {...props} />;
    case CMS_RESOURCE_TYPES.textPromoCard:
      return <TextPromoCard {...props} />;
    case CMS_RESOURCE_TYPES.menuCardGroup:
      return <MenuCardGroup {...props} />;
    case CMS_RESOURCE_TYPES.menuCard:
      return <MenuCard {...props} />;
    default:
      return null;
  }
}
