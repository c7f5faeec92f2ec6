import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll } from './modal-scroll-lock.ts';

/** Resolves in the task after the next frame, when what opened now has been painted. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('lockPageScroll', () => {
  afterEach(() => document.body.removeAttribute('style'));

  it('locks the page once what opened is painted, and restores its own style on release', async () => {
    document.body.style.overflow = 'scroll';
    const release = lockPageScroll();
    expect(document.body.style.overflow).toBe('scroll');

    await painted();
    expect(document.body.style.overflow).toBe('hidden');

    release();
    release();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('never locks when released before then', async () => {
    lockPageScroll()();
    await painted();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps one lock for nested ones, until the last is released', async () => {
    const releaseOuter = lockPageScroll();
    const releaseInner = lockPageScroll();
    await painted();
    releaseOuter();
    expect(document.body.style.overflow).toBe('hidden');
    releaseInner();
    expect(document.body.style.overflow).toBe('');
  });
});
