import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { json } from '../../api/testing/fake-services.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';
import { recipesContent } from './testing/fake-content.ts';

const open = openPagePerTest();

describe('the content pages (Recipes, Inspiration)', () => {
  it("Recipes: the content service's page, each recipe's button its ingredients' buylist", async () => {
    const { services, container } = open('/ecom/recipes', {
      'PUT /content/pages/recipes/master': () => json(recipesContent()),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const recipe = await screen.findByRole('heading', { level: 2, name: 'Spring greens pasta' });
    const card = recipe.closest('article') as HTMLElement;
    expect(within(card).getByText('Serves 4, ready in 25 minutes')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Buy the ingredients for spring greens pasta' })).toHaveAttribute(
      'href',
      '/ecom/shop/buylist/100101,100102,100103',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cook something good tonight' })).toBeVisible();
    expect(services.calls('/content/pages/recipes/master')[0]?.body).toEqual({
      contentUrl: '/ecom/recipes',
      customerId: '-1',
    });
    await expectNoAxeViolations(container);
  });

  it("Inspiration: its own content path, titled by the content's page title", async () => {
    open('/ecom/content/inspiration/', {
      'PUT /content/pages/inspiration/master': () =>
        json({ ...recipesContent(), pageTitle: { text: 'Ideas for the weekend' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ideas for the weekend' })).toBeVisible();
  });

  it('says it could not load the page, and tries again', async () => {
    let answers = 0;
    open('/ecom/recipes', {
      'PUT /content/pages/recipes/master': () =>
        answers++ === 0 ? json({ error: 'not_found', message: 'No content' }, 404) : json(recipesContent()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sorry, we couldn't load recipes.");
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring greens pasta' })).toBeVisible();
  });
});
