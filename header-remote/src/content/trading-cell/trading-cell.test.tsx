import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { cmsPage, sampleMenuContent, sampleTradingCell } from '@grocer/shared-contracts/cms-builders';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { CONTENT_SERVICE, renderContent } from '../testing/render-content.tsx';

const IMAGE = '/images/content/cell-spring-greens.svg';
const cell = (overrides: Partial<CmsComponent> = {}) => sampleTradingCell(overrides, { imageSrc: IMAGE });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Trading cell: text area', () => {
  it('shows the heading, subheading and a button to the rewritten CMS path', () => {
    renderContent([cell()]);
    expect(screen.getByRole('heading', { name: 'Spring greens', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Asparagus and Sugar Snap Peas from British growers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop greens & peas' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas',
    );
  });

  it('shows the supporting title and offer heading', () => {
    renderContent([
      cell({ textArea: { heading: 'Party platters', supportingTitle: 'Entertaining', offerHeading: '1/3 off' } }),
    ]);
    expect(screen.getByText('Entertaining')).toBeInTheDocument();
    expect(screen.getByText('1/3 off')).toBeInTheDocument();
  });

  it('shows the disclaimer only with displayDisclaimer', () => {
    const disclaimer = 'Selected lines. Subject to availability.';
    const hidden = renderContent([cell({ textArea: { heading: 'Offers', disclaimer } })]);
    expect(screen.queryByText(disclaimer)).not.toBeInTheDocument();
    hidden.unmount();
    renderContent([cell({ textArea: { heading: 'Offers', disclaimer, displayDisclaimer: true } })]);
    expect(screen.getByText(disclaimer)).toBeInTheDocument();
  });

  it('has no button when the link has no url, or one that is not safe to follow', () => {
    const none = renderContent([cell({ textArea: { heading: 'Soon', link: { text: 'Coming soon' } } })]);
    expect(screen.queryByRole('link', { name: 'Coming soon' })).not.toBeInTheDocument();
    none.unmount();
    renderContent([cell({ textArea: { heading: 'Bad', link: { text: 'Click me', url: 'javascript:alert(1)' } } })]);
    expect(screen.queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
  });

  it('opens a new-window link with noopener noreferrer, and says so', () => {
    renderContent([
      cell({
        textArea: {
          heading: 'Cellar',
          link: { text: 'Visit the cellar', url: 'https://cellar.example/', newWindow: true },
        },
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Visit the cellar (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['primary', 'light'],
    ['primaryLight', 'red'],
    ['secondary', 'light'],
  ] as const)('draws a %s button in the %s theme', (buttonStyle, theme) => {
    const { container } = renderContent([
      cell({ textArea: { heading: 'Styled', buttonStyle, theme, link: { text: 'Go', url: '/ecom/offers' } } }),
    ]);
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', theme);
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('data-button-style', buttonStyle);
  });
});

describe('Trading cell: pictures', () => {
  it('shows the highQuality95 picture from the content service, portrait below sm', () => {
    const { container } = renderContent([cell()]);
    const img = screen.getByRole('img', { name: 'A bowl of spring greens' });
    expect(img).toHaveAttribute('src', `${CONTENT_SERVICE}${IMAGE}`);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 543.98px)');
    expect(source).toHaveAttribute('width', '360');
    expect(source).toHaveAttribute('height', '640');
  });

  it('shows no picture without dynamic images or a src', () => {
    renderContent([cell({ image: {}, dynamicImages: {} })]);
    expect(screen.queryByRole('img', { name: 'A bowl of spring greens' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring greens' })).toBeInTheDocument();
  });

  it('never loads a data: or javascript: picture', () => {
    const { container } = renderContent([
      cell({
        dynamicImages: { highQuality95: 'data:image/svg+xml,<svg onload=alert(1)>' },
        image: { landscapeImage: { src: 'javascript:alert(1)', altText: 'Bad' } },
      }),
    ]);
    expect(container.querySelector('img[src^="data:"], img[src^="javascript:"], picture')).toBeNull();
  });
});

describe('Trading cell: icons', () => {
  it('shows the offer roundel and the New or Try flash, nothing for none', () => {
    const { unmount } = renderContent([
      cell({ icons: { offerRoundel: { text: '1/3 off' }, messageIcon: { message: 'New' } } }),
    ]);
    expect(screen.getByText('1/3 off')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    const tried = renderContent([cell({ icons: { messageIcon: { message: 'Try' } } })]);
    expect(screen.getByText('Try')).toBeInTheDocument();
    tried.unmount();
    renderContent([cell({ icons: { messageIcon: { message: 'none' } } })]);
    expect(screen.queryByText(/^(New|Try|none)$/)).not.toBeInTheDocument();
  });

  it.each(['floated', 'pinned'] as const)('shows a %s brand icon with display true and a src', (position) => {
    renderContent([
      cell({
        icons: {
          brandIcon: { display: true, position, src: '/images/content/brand-fernleaf.svg', altText: 'Fernleaf' },
        },
      }),
    ]);
    const brand = screen.getByRole('img', { name: 'Fernleaf' });
    expect(brand).toHaveAttribute('src', `${CONTENT_SERVICE}/images/content/brand-fernleaf.svg`);
    expect(brand).toHaveAttribute('data-position', position);
  });

  it('leaves out a brand icon without a src, or not on display', () => {
    const noSrc = renderContent([
      cell({ icons: { brandIcon: { display: true, position: 'floated', altText: 'Fernleaf' } } }),
    ]);
    expect(screen.queryByRole('img', { name: 'Fernleaf' })).not.toBeInTheDocument();
    noSrc.unmount();
    renderContent([
      cell({
        icons: {
          brandIcon: {
            display: false,
            position: 'floated',
            src: '/images/content/brand-fernleaf.svg',
            altText: 'Fernleaf',
          },
        },
      }),
    ]);
    expect(screen.queryByRole('img', { name: 'Fernleaf' })).not.toBeInTheDocument();
  });

  it('shows the loyalty-card reduction with the extra-discount message', () => {
    const { container } = renderContent([cell({ icons: { loyaltyCardIcon: { additionalReduction: '10%' } } })]);
    expect(screen.getByText('and an extra 10% off with the loyalty card')).toBeInTheDocument();
    expect(container.querySelector('[data-oversized]')).toHaveAttribute('data-oversized', 'false');
  });

  it('draws a reduction label longer than 4 characters oversized', () => {
    const { container } = renderContent([cell({ icons: { loyaltyCardIcon: { additionalReduction: '£1.50' } } })]);
    expect(container.querySelector('[data-oversized]')).toHaveAttribute('data-oversized', 'true');
    expect(screen.getByText('and an extra £1.50 off with the loyalty card')).toBeInTheDocument();
  });

  it('shows no loyalty icon or message without a reduction', () => {
    const { container } = renderContent([cell({ icons: { loyaltyCardIcon: { supercharged: true } } })]);
    expect(container.querySelector('[data-oversized]')).toBeNull();
    expect(screen.queryByText(/extra .* off with the loyalty card/)).not.toBeInTheDocument();
  });
});

describe('Trading cell: click to buy', () => {
  it('links its products to the buylist', () => {
    renderContent([cell()]);
    expect(screen.getByRole('link', { name: 'Shop these 2 products' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/100001,100002',
    );
  });

  it('folds its details behind a round button (shown on extra-small screens only)', async () => {
    const { user } = renderContent([cell()]);
    const toggle = screen.getByRole('button', { name: 'More about Spring greens' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toHaveAttribute('data-state', 'closed');
    expect(within(details as HTMLElement).getByRole('link', { name: 'Shop these 2 products' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveAttribute('data-state', 'open');
  });

  it('has no buylist link or round button without products', () => {
    renderContent([cell({ products: [] })]);
    expect(screen.queryByRole('link', { name: /^Shop th/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Trading cell: one to four cells', () => {
  it.each([
    ['oneCell', '1'],
    ['twoCells', '2'],
    ['threeCells', '3'],
    ['fourCells', '4'],
  ] as const)('%s spans %s', (defaultNumOfCells, cells) => {
    const { container } = renderContent([cell({ defaultNumOfCells })]);
    expect(container.querySelector('[data-cells]')).toHaveAttribute('data-cells', cells);
  });

  it('passes axe with the mega menu content', async () => {
    const { container } = renderContent(sampleMenuContent({ imageSrc: IMAGE })['10051'] ?? []);
    await expectNoAxeViolations(container);
  });

  it('links the picture to the linkPath for pointer users, hidden from the keyboard and screen readers', () => {
    const { container } = renderContent([cell({ linkPath: cmsPage('/shop/browse/offers') })]);
    const pictureLink = container.querySelector('a[aria-hidden="true"]');
    expect(pictureLink).toHaveAttribute('href', '/ecom/shop/browse/offers');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
  });
});
