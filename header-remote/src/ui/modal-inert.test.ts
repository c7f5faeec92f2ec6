import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './modal-inert.ts';

/** Resolves in the task after the next frame, when a layer opened now has been painted. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function add(tag: string): HTMLElement {
  return document.body.appendChild(document.createElement(tag));
}

describe('inertOutside', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes the page inert once the layer is painted, and gives it back on release', async () => {
    const page = add('main');
    const layer = add('div');
    const release = inertOutside(layer);
    expect(page).not.toHaveAttribute('inert');

    await painted();
    expect(page).toHaveAttribute('inert');
    expect(layer).not.toHaveAttribute('inert');

    release();
    expect(page).not.toHaveAttribute('inert');
  });

  it('makes nothing inert when released before the layer was painted', async () => {
    const page = add('main');
    inertOutside(add('div'))();
    await painted();
    expect(page).not.toHaveAttribute('inert');
  });

  it('leaves alone a layer opened on top of it before it was painted', async () => {
    const page = add('main');
    const first = add('div');
    const second = add('div');
    const releaseFirst = inertOutside(first);
    const releaseSecond = inertOutside(second);

    await painted();
    expect(page).toHaveAttribute('inert');
    expect(first).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');

    releaseSecond();
    expect(first).not.toHaveAttribute('inert');
    expect(page).toHaveAttribute('inert');
    releaseFirst();
    expect(page).not.toHaveAttribute('inert');
  });
});
