import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount.tsx';

describe('mount, for pages that are not React apps', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the header into the element and removes it on unmount', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mount(element, { services: { api: 'http://localhost:4000' } });
    expect(await screen.findByRole('banner')).toBeInTheDocument();

    unmount();
    await waitFor(() => expect(element).toBeEmptyDOMElement());
    expect(() => unmount()).not.toThrow();
  });

  it("replaces the page's own header only once the focus has left it, so what the shopper typed stays theirs", async () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<header><form role="search"><input type="search" aria-label="Search groceries"><button>Search</button></form></header>';
    const elsewhere = document.createElement('div');
    document.body.append(element, elsewhere);
    const ownBox = within(element).getByRole('searchbox', { name: 'Search groceries' });
    await userEvent.type(ownBox, 'mil');
    const unmount = mount(element, {});
    // Mounted after, into an element the focus is not in: its banner shows that the code has come.
    const unmountElsewhere = mount(elsewhere, {});
    expect(await within(elsewhere).findByRole('banner')).toBeInTheDocument();

    await userEvent.tab();
    expect(within(element).getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(ownBox).toBeInTheDocument();
    expect(ownBox).toHaveValue('mil');

    await userEvent.click(document.body);
    await waitFor(() => expect(ownBox).not.toBeInTheDocument());
    expect(within(element).getByRole('banner')).toBeInTheDocument();
    unmount();
    unmountElsewhere();
  });

  it('mounts two independent headers on one page', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const unmountFirst = mount(first, {});
    const unmountSecond = mount(second, {});
    await waitFor(() => expect(screen.getAllByRole('banner')).toHaveLength(2));
    unmountFirst();
    await waitFor(() => expect(screen.getAllByRole('banner')).toHaveLength(1));
    unmountSecond();
  });
});
