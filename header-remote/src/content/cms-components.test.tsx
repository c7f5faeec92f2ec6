import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CMS_RESOURCE_TYPES, type CmsComponent } from '@grocer/shared-contracts/domain';
import {
  edgeCaseContent,
  FULL_WIDTH,
  sampleTextPromoCard,
  sampleTradingCell,
  specialistShopsCard,
  throwingComponent,
  UNMAPPED_RESOURCE_TYPE,
} from '@grocer/shared-contracts/cms-builders';
import { expectNoAxeViolations } from '../../../test-support/axe.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { CmsComponents } from './cms-components.tsx';
import { MissingContentConfigError } from './content-environment.ts';
import { analyticsEvents, renderContent } from './testing/render-content.tsx';

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const cells = (count: number): CmsComponent[] =>
  Array.from({ length: count }, (_, index) =>
    sampleTradingCell({
      componentId: `cell-${index + 1}`,
      elementId: `cell-${index + 1}`,
      image: { landscapeImage: { src: `/images/content/cell-${index + 1}.svg`, altText: `Picture ${index + 1}` } },
      dynamicImages: {},
      icons: {},
      textArea: { heading: `Cell ${index + 1}` },
    }),
  );

describe('CMS components: the resource-type map', () => {
  it('renders each mapped type', () => {
    renderContent([
      sampleTradingCell(),
      sampleTextPromoCard(),
      specialistShopsCard(),
      {
        resourceType: CMS_RESOURCE_TYPES.container,
        componentId: 'container',
        childComponents: [sampleTextPromoCard({ componentId: 'inner', textArea: { heading: 'Inside a container' } })],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Spring greens' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery Pass' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Links to specialist shops' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inside a container' })).toBeInTheDocument();
  });

  it('warns about an unmapped type and renders nothing for it', () => {
    const { container } = renderContent([
      {
        resourceType: UNMAPPED_RESOURCE_TYPE,
        componentId: 'edge-unmapped-countdown',
        textArea: { heading: 'Countdown' },
      },
    ]);
    expect(screen.queryByText('Countdown')).not.toBeInTheDocument();
    expect(container.querySelector('[data-cms-component]')).toBeNull();
    expect(warn).toHaveBeenCalledWith('[header] No component for this CMS resource type; rendering nothing', {
      resourceType: UNMAPPED_RESOURCE_TYPE,
      componentId: 'edge-unmapped-countdown',
    });
  });

  it('catches a render error, reports it and still shows the other components', () => {
    const { onEvent } = renderContent([throwingComponent(), sampleTextPromoCard()]);
    expect(screen.getByRole('heading', { name: 'Delivery Pass' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '[header] A CMS component failed to render; it is left out',
      expect.objectContaining({ componentId: 'edge-render-error', resourceType: CMS_RESOURCE_TYPES.tradingCell }),
    );
    expect(onEvent).toHaveBeenCalledWith('header_error', {
      code: 'content_render',
      message: expect.stringContaining('edge-render-error: DeliberateContentError'),
    });
  });

  it('shows the fallback in place of a component that fails to render', () => {
    renderContent([throwingComponent()], { fallback: <p>Offer unavailable</p> });
    expect(screen.getByText('Offer unavailable')).toBeInTheDocument();
  });

  it('renders nothing for no components', () => {
    const { container } = renderContent([]);
    expect(container.querySelector('[data-cms-components]')).toBeNull();
  });

  it('throws a named error outside a header (spec section 8), which the nearest boundary contains', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <main>
        <ErrorBoundary fallback={<p>Content unavailable</p>} onError={onError}>
          <CmsComponents components={[sampleTextPromoCard()]} />
        </ErrorBoundary>
        <p>The rest of the page</p>
      </main>,
    );
    expect(screen.getByText('Content unavailable')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery Pass' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(MissingContentConfigError), expect.anything());
    expect(onError.mock.calls[0]?.[0]).toHaveProperty('message', expect.stringMatching(/inside HeaderRoot/));
  });
});

describe('CMS components: the edge cases the services seed', () => {
  it('survives demo-cms-edge-cases: only the card without a url and the bakery cell show', () => {
    renderContent(edgeCaseContent({ imageSrc: '/images/content/cell-bakery.svg' }));
    expect(screen.queryByText('This card must not show')).not.toBeInTheDocument();
    expect(screen.queryByText('Half-published copy')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recipes for busy weeks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coming soon' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'quick recipes' })).toHaveAttribute('href', '/ecom/recipes');
    expect(screen.getByText('unsafe').closest('a')).toBeNull();
    expect(screen.getByRole('img', { name: 'Loaves of bread' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows a text card with rich text and a button only when the link has a url', () => {
    const card = renderContent([sampleTextPromoCard()]);
    expect(screen.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/ecom/delivery-pass');
    expect(screen.getByRole('heading', { name: 'Free delivery, all year', level: 4 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Any slot, any day',
      'Cancel at any time',
    ]);
    card.unmount();
    renderContent([sampleTextPromoCard({ textArea: { heading: 'Delivery Pass', link: { text: 'Find out more' } } })]);
    expect(screen.queryByRole('link', { name: 'Find out more' })).not.toBeInTheDocument();
  });

  it('skips empty rich-text paragraphs by default, and keeps them when asked', () => {
    const skipped = renderContent([sampleTextPromoCard()]);
    const paragraphs = () => [...skipped.container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs()).not.toContain('');
    skipped.unmount();
    const kept = renderContent([sampleTextPromoCard()], { removeEmptyParagraphs: false });
    expect([...kept.container.querySelectorAll('p')].map((p) => p.textContent)).toContain('');
  });
});

describe('CMS components: the specialist shops card', () => {
  it('lists three cards with 80 by 80 pictures, each opening in a new window', () => {
    renderContent([specialistShopsCard({ imageSrc: '/images/content/card-cellar.svg' })]);
    const list = screen.getByRole('list', { name: 'Links to specialist shops' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Fernleaf Cellar Explore more than 1,200 beers, wines and spirits (opens in a new tab)',
      'Fernleaf Garden Plants, tools and everything for the garden (opens in a new tab)',
      'Fernleaf Kitchen Chef-made meals, delivered to your door (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/www\.fernleaf\w+\.example\/\?source=fernleaf&medium=mega-menu/,
      );
      const img = link.querySelector('img');
      expect(img).toHaveAttribute('width', '80');
      expect(img).toHaveAttribute('height', '80');
    }
  });
});

describe('CMS components: images load lazily after grid position 10', () => {
  const loading = (container: HTMLElement) =>
    [...container.querySelectorAll('img')].map((img) => `${img.alt}: ${img.getAttribute('loading')}`);

  it('loads the first ten eagerly and the rest lazily', () => {
    const { container } = renderContent(cells(12));
    expect(loading(container).slice(8)).toEqual([
      'Picture 9: eager',
      'Picture 10: eager',
      'Picture 11: lazy',
      'Picture 12: lazy',
    ]);
  });

  it('counts the components already shown above (gridOffset)', () => {
    const { container } = renderContent(cells(2), { gridOffset: 9 });
    expect(loading(container)).toEqual(['Picture 1: eager', 'Picture 2: lazy']);
  });

  it('counts nested components in reading order', () => {
    const container: CmsComponent = {
      resourceType: CMS_RESOURCE_TYPES.container,
      componentId: 'group',
      childComponents: cells(10),
    };
    const view = renderContent([container]);
    // The container is position 1, so its tenth child is position 11.
    expect(loading(view.container).slice(-2)).toEqual(['Picture 9: eager', 'Picture 10: lazy']);
  });
});

describe('CMS components: promo_click', () => {
  it('reports the component analytics and the link when a promo link is clicked', async () => {
    const { user, onEvent } = renderContent([sampleTradingCell()]);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Shop greens & peas' }));
    expect(analyticsEvents(onEvent, 'promo_click')).toEqual([
      {
        promoName: 'Spring greens',
        promoType: 'mega-menu',
        promoPeriod: 'always-on',
        bannerPurpose: 'navigation',
        buyingOfficeAndGroup: 'fresh-and-chilled',
        enhancedEcommerceInternalPromotion: true,
        assetModuleType: 'trading-cell',
        componentId: 'mm-groceries-spring-greens',
        resourceType: CMS_RESOURCE_TYPES.tradingCell,
        linkText: 'Shop greens & peas',
        linkUrl: '/ecom/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas',
      },
    ]);
  });

  it('reports a menu card click once, as the card, not as its group too', async () => {
    const { user, onEvent } = renderContent([specialistShopsCard()]);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: /^Fernleaf Garden/ }));
    const events = analyticsEvents(onEvent, 'promo_click');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      promoName: 'Fernleaf Garden',
      componentId: 'mm-card-garden',
      linkText: expect.stringMatching(/^Fernleaf Garden/),
    });
    expect(events[0]?.linkText).not.toContain('opens in a new tab');
  });

  it('reports nothing for a click that is not on a link', async () => {
    const { user, onEvent } = renderContent([sampleTradingCell()]);
    await user.click(screen.getByRole('heading', { name: 'Spring greens' }));
    expect(analyticsEvents(onEvent, 'promo_click')).toEqual([]);
  });
});

describe('CMS components: layout', () => {
  it('gives hidden breakpoints and columns to the grid', () => {
    const { container } = renderContent([
      sampleTextPromoCard({
        cqResponsive: {
          deviceBreakpoints: [
            { name: 'xs', width: 12, offset: 0, visible: false, layout: 'hide' },
            { name: 'md', width: 4, offset: 2, visible: true, layout: 'responsiveGrid' },
          ],
        },
      }),
    ]);
    const item = container.querySelector<HTMLElement>('[data-cms-component]');
    expect(item?.style.getPropertyValue('--cms-column-md')).toBe('3 / span 4');
    expect(item?.style.getPropertyValue('--cms-column-xs')).toBe('');
  });

  it('passes axe with every kind of component', async () => {
    const { container } = renderContent([
      sampleTradingCell({ cqResponsive: FULL_WIDTH }),
      sampleTextPromoCard(),
      specialistShopsCard(),
      ...edgeCaseContent(),
    ]);
    await expectNoAxeViolations(container);
  });
});
