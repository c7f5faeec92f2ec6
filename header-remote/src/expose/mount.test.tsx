import { screen, waitFor } from '@testing-library/react';
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
