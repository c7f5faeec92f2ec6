import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { openPagePerTest } from '../shared/testing/open-page.tsx';

const openPage = openPagePerTest();
const open = (search = '') => openPage(`/ecom/serviceselection${search}`);

describe('the service selection page', () => {
  it('offers the four services of the spec, each opening its slot page', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose delivery or collection' })).toBeVisible();
    const services = screen.getByRole('navigation', { name: 'Delivery and collection services' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Delivery', '/ecom/bookslot/delivery'],
      ['Groceries collection', '/ecom/bookslot/collection/groceries'],
      ['Entertaining collection', '/ecom/bookslot/collection/entertaining'],
      ['Groceries and Entertaining collection', '/ecom/bookslot/collection/groceriesandentertaining'],
    ]);
  });

  it('passes a returnTo of this site on to the slot pages, and the trolley instead of one from elsewhere', () => {
    const { unmount } = open('?returnTo=%2Fecom%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/delivery?returnTo=%2Fecom%2Fcheckout',
    );
    unmount();
    open('?returnTo=https%3A%2F%2Fevil.example%2F');
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/delivery?returnTo=%2Fecom%2Fshop%2Ftrolley',
    );
  });

  it('needs nothing from the services and has no axe violations', async () => {
    const { container, services } = open();
    await expectNoAxeViolations(container);
    expect(services.requests).toEqual([]);
  });
});
