import { useMemo } from 'react';
import {
  CMS_RESOURCE_TYPES,
  contentHref,
  contentImageSrc,
  type CmsComponent,
  type DeviceBreakpoint,
} from '@grocer/shared-contracts/domain';
import { ContentAction } from './content-link.tsx';
import { RichText } from './rich-text.tsx';
import { selectCards } from './select-cards.ts';
import { useLeftOutWarning } from './use-left-out-warning.ts';
import styles from './content.module.css';

type Level = 2 | 3;
type Props = {
  readonly components: readonly CmsComponent[];
  /** Where the services are: content images are paths on them. */
  readonly servicesUrl: string;
  /** The level of each card's heading. */
  readonly headingLevel: Level;
};

const SPANS = new Set([3, 4, 6, 8, 12]);

/** The grid classes of a component's widths at md and lg (12 columns; full width below md). */
function spanClasses(breakpoints: readonly DeviceBreakpoint[] | undefined): string {
  const classes = [styles.item];
  for (const name of ['md', 'lg'] as const) {
    const width = breakpoints?.find((breakpoint) => breakpoint.name === name)?.width;
    if (width !== undefined && SPANS.has(width)) classes.push(styles[`${name}${width}`] ?? '');
  }
  return classes.join(' ');
}

/**
 * The CMS components the header's menus show (spec section 3), drawn on a host page: trading
 * cells, text promo cards and card groups, each as wide as its breakpoints say; a container's
 * children in its place. Any other resource type gets no cell and is logged, as the header does
 * (spec section 8). Links and images go through the contracts' content rules, as the header's do.
 */
export function CmsContent({ components, servicesUrl, headingLevel }: Props) {
  const { cards, leftOut } = useMemo(() => selectCards(components), [components]);
  useLeftOutWarning(leftOut);
  return (
    <ul className={styles.grid}>
      {cards.map((component) => (
        <li key={component.componentId} className={spanClasses(component.cqResponsive?.deviceBreakpoints)}>
          <CmsCard component={component} servicesUrl={servicesUrl} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function CmsCard({
  component,
  servicesUrl,
  headingLevel,
}: { readonly component: CmsComponent } & Omit<Props, 'components'>) {
  switch (component.resourceType) {
    case CMS_RESOURCE_TYPES.tradingCell:
      return <TradingCellCard cell={component} servicesUrl={servicesUrl} headingLevel={headingLevel} />;
    case CMS_RESOURCE_TYPES.textPromoCard:
      return <TextCard card={component} headingLevel={headingLevel} />;
    case CMS_RESOURCE_TYPES.menuCardGroup:
      return <CardGroup group={component} servicesUrl={servicesUrl} headingLevel={headingLevel} />;
    default:
      // selectCards hands over only the types above.
      return null;
  }
}

function TradingCellCard({
  cell,
  servicesUrl,
  headingLevel,
}: { readonly cell: CmsComponent } & Omit<Props, 'components'>) {
  const text = cell.textArea;
  const picture = cell.image?.landscapeImage;
  const src = contentImageSrc(picture?.src, servicesUrl);
  const message = cell.icons?.messageIcon?.message;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={text?.theme === 'red' ? `${styles.card} ${styles.red}` : styles.card}>
      {src === undefined ? null : (
        <img
          className={styles.image}
          src={src}
          alt={picture?.altText ?? ''}
          width={picture?.width}
          height={picture?.height}
          loading="lazy"
        />
      )}
      {message === 'New' || message === 'Try' ? <span className={styles.badge}>{message}</span> : null}
      {text?.supportingTitle ? <p className={styles.eyebrow}>{text.supportingTitle}</p> : null}
      {text?.offerHeading ? <p className={styles.offer}>{text.offerHeading}</p> : null}
      {text?.heading ? <Heading className={styles.title}>{text.heading}</Heading> : null}
      {text?.subheading ? <p className={styles.text}>{text.subheading}</p> : null}
      {text?.displayDisclaimer && text.disclaimer ? <p className={styles.small}>{text.disclaimer}</p> : null}
      <ContentAction link={text?.link} secondary={text?.buttonStyle === 'secondary'} />
    </article>
  );
}

function TextCard({ card, headingLevel }: { readonly card: CmsComponent; readonly headingLevel: Level }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {card.textArea?.heading ? <Heading className={styles.title}>{card.textArea.heading}</Heading> : null}
      <RichText content={card.richText} headingLevel={headingLevel === 2 ? 3 : 4} />
      <ContentAction link={card.textArea?.link} secondary={card.textArea?.buttonStyle === 'secondary'} />
    </article>
  );
}

function CardGroup({ group, servicesUrl, headingLevel }: { readonly group: CmsComponent } & Omit<Props, 'components'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cards = (group.childComponents ?? []).flatMap((card) => {
    const href = contentHref(card.textArea?.link?.url);
    return href === undefined ? [] : [{ card, href }];
  });
  return (
    <article className={styles.card}>
      {group.textArea?.heading ? <Heading className={styles.title}>{group.textArea.heading}</Heading> : null}
      <ul className={styles.cards}>
        {cards.map(({ card, href }) => {
          const src = contentImageSrc(card.image?.landscapeImage?.src, servicesUrl);
          const newWindow = card.textArea?.link?.newWindow === true;
          return (
            <li key={card.componentId}>
              {src === undefined ? <span /> : <img src={src} alt="" width={48} height={48} loading="lazy" />}
              <span>
                <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {card.textArea?.heading}
                  {newWindow ? <span className={styles.visuallyHidden}> (opens in a new tab)</span> : null}
                </a>
                {card.textArea?.subheading ? <span className={styles.small}> {card.textArea.subheading}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
