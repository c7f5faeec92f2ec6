import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cmsPage, linkedParagraph, numbered, sampleMenuContent } from '@grocer/shared-contracts/cms-builders';
import type { CmsComponent, ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json, type FakeHandler } from '../../api/testing/fake-services.ts';
import { bannerAd } from '../content/testing/fake-content.ts';
import { openPagePerTest, TEST_SERVICES_URL } from '../shared/testing/open-page.tsx';

const openPage = openPagePerTest();
const CONTENT = 'PUT /content/menu/middle-mega-menu/master';
const ADS = 'POST /adtech/banners';

const open = (handlers: Record<string, FakeHandler>) => openPage('/ecom', handlers);

const section = (name: string) => screen.getByRole('region', { name });

/** A picture on the services, by its path there. */
const PICTURE = '/images/content/cell-greens.svg';

/** Links content may not make: the offers cell's button, and a phrase in the Delivery Pass card, with a numbered list. */
function unsafeLinks(component: CmsComponent): CmsComponent {
  const unsafe = 'javascript:alert(1)';
  if (component.componentId === 'mm-groceries-weekly-offers') {
    return { ...component, textArea: { ...component.textArea, link: { text: 'See all offers', url: unsafe } } };
  }
  if (component.componentId !== 'mm-groceries-delivery-pass') return component;
  const blocks = [
    ...(component.richText?.blocks ?? []),
    numbered('Choose a pass'),
    linkedParagraph('Terms ', 'apply', unsafe, '.'),
  ];
  return { ...component, richText: { valid: true, blocks } };
}

/** The shared sample menu, its Groceries cards given links content may not make. */
function menuContent(): ContentFragmentResponse {
  const locations = sampleMenuContent({ imageSrc: PICTURE });
  return { locations: { ...locations, '10051': (locations['10051'] ?? []).map(unsafeLinks) } };
}

describe('the home page (/ecom)', () => {
  it("draws the mega menu's cells and cards under Groceries and Entertaining, and the banner ads", async () => {
    const { services, container } = open({
      [CONTENT]: () => json(menuContent()),
      [ADS]: () =>
        json({
          data: {
            bannerAds: [
              bannerAd('breakfast'),
              bannerAd('coffee', {
                textArea: {
                  heading: 'Roasted this month',
                  buttonText: 'Try it',
                  link: { text: 'Coffee', url: cmsPage('/shop/browse/groceries/food_cupboard') },
                },
                products: [],
              }),
            ],
          },
        }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Fernleaf groceries' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Shop' })).getByRole('link', { name: 'Offers' }),
    ).toHaveAttribute('href', '/ecom/shop/browse/offers');

    const groceries = await screen.findByRole('region', { name: 'Groceries' });
    expect(
      within(groceries)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Spring greens', 'This week’s offers', 'Delivery Pass', 'Links to specialist shops']);
    // Content links become site paths; one content may not link to (javascript:) is no link at all.
    expect(within(groceries).getByRole('link', { name: 'Shop greens & peas' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fruit_and_vegetables/fresh_vegetables/greens_and_peas',
    );
    expect(within(groceries).queryByRole('link', { name: 'See all offers' })).not.toBeInTheDocument();
    expect(within(groceries).getByText('Selected lines. Subject to availability.')).toBeVisible();
    expect(within(groceries).getAllByRole('img', { name: 'A bowl of spring greens' })[0]).toHaveAttribute(
      'src',
      `${TEST_SERVICES_URL}${PICTURE}`,
    );
    // The text card's rich text: its heading one level down, its list, its safe link, not the unsafe one.
    expect(within(groceries).getByRole('heading', { level: 4, name: 'Free delivery, all year' })).toBeVisible();
    expect(within(groceries).getByText('Any slot, any day').closest('ul')).toContainElement(
      within(groceries).getByText('Cancel at any time'),
    );
    expect(within(groceries).getByText('Choose a pass').closest('ol')).not.toBeNull();
    expect(within(groceries).getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute(
      'href',
      '/ecom/delivery-pass',
    );
    expect(within(groceries).queryByRole('link', { name: 'apply' })).not.toBeInTheDocument();
    expect(within(groceries).getByRole('link', { name: /^Fernleaf Cellar ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    expect(within(section('Entertaining')).getByRole('heading', { level: 3, name: 'Party platters' })).toBeVisible();

    const featured = await screen.findByRole('region', { name: 'Featured' });
    // An ad with products goes to their buylist; its button names the ad.
    expect(within(featured).getByRole('link', { name: 'Shop Now', description: 'Breakfast, sorted' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/100101,100102',
    );
    // Without products, its own link, and the button text it names.
    expect(within(featured).getByRole('link', { name: 'Try it', description: 'Roasted this month' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/food_cupboard',
    );
    expect(services.calls('/adtech/banners')[0]?.body).toEqual({ type: 'mega-menu', categories: ['10051', '10052'] });
    const [contentCall] = services.calls('/content/menu/middle-mega-menu/master');
    expect(contentCall?.url.searchParams.get('clientType')).toBe('WEB_APP');
    expect(contentCall?.body).toEqual({ contentUrl: '/ecom', customerId: '-1' });
    await expectNoAxeViolations(container);
  });

  it('says which part failed and retries it, keeping the rest', async () => {
    let contentAnswers = 0;
    open({
      [CONTENT]: () =>
        contentAnswers++ === 0 ? json({ error: 'internal', message: 'Down' }, 500) : json(menuContent()),
      [ADS]: () => json({ data: { bannerAds: [] } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load this week's offers.");
    // No ads: no Featured section at all.
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('region', { name: 'Groceries' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
