import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { watchScrolled } from './use-scrolled-header.ts';

/** A stand-in for the browser's observer: tests say when the sentinel enters or leaves the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The page scrolled: the sentinel is (or is no longer) in the viewport. */
  report(...intersecting: boolean[]) {
    const entries = intersecting.map(
      (isIntersecting) => ({ isIntersecting, target: this.observed[0] }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function onlyObserver(): FakeIntersectionObserver {
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  const [observer] = FakeIntersectionObserver.instances;
  if (!observer) throw new Error('no observer');
  return observer;
}

function sentinels(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-header-scroll-sentinel]')];
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A header root being watched; `stop` stops the watcher. */
function watched() {
  const root = document.createElement('div');
  root.setAttribute('data-scrolled', 'false');
  document.body.append(root);
  const stopWatching = watchScrolled(root);
  return {
    scrolled: () => root.getAttribute('data-scrolled'),
    stop: () => {
      stopWatching();
      root.remove();
    },
  };
}

describe('watchScrolled', () => {
  it('watches a 150 px sentinel at the top of the document', () => {
    const { stop } = watched();
    const observer = onlyObserver();
    const [sentinel, ...others] = sentinels();
    expect(others).toHaveLength(0);
    expect(observer.observed).toEqual([sentinel]);
    expect(sentinel?.parentElement).toBe(document.body);
    expect(sentinel?.style.position).toBe('absolute');
    expect(sentinel?.style.top).toBe('0px');
    // The spec's 150 px, written out: a changed threshold fails here (and in e2e spec-values.spec.ts).
    expect(sentinel?.style.height).toBe('150px');
    expect(sentinel?.getAttribute('aria-hidden')).toBe('true');
    stop();
  });

  it('marks the root scrolled once the sentinel leaves the viewport and normal when it comes back', () => {
    const { scrolled, stop } = watched();
    expect(scrolled()).toBe('false');
    const observer = onlyObserver();
    observer.report(false);
    expect(scrolled()).toBe('true');
    observer.report(true);
    expect(scrolled()).toBe('false');
    stop();
  });

  it('follows the latest of a batch of reports', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (batch) => {
        FakeIntersectionObserver.instances = [];
        const { scrolled, stop } = watched();
        onlyObserver().report(...batch);
        expect(scrolled()).toBe(batch.at(-1) ? 'false' : 'true');
        stop();
      }),
    );
  });

  it('removes its sentinel and stops observing when stopped', () => {
    const { stop } = watched();
    const observer = onlyObserver();
    stop();
    expect(observer.disconnected).toBe(true);
    expect(sentinels()).toHaveLength(0);
  });

  it('leaves the root normal, with no sentinel, where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { scrolled, stop } = watched();
    expect(scrolled()).toBe('false');
    expect(sentinels()).toHaveLength(0);
    stop();
  });
});

describe('HeaderRoot scrolled state', () => {
  function root(): HTMLElement {
    const element = screen.getByRole('banner').closest<HTMLElement>('[data-header-root]');
    if (!element) throw new Error('no header root');
    return element;
  }

  it('marks the root scrolled past the threshold, keeping its reserved-height class and no inline size', () => {
    render(
      <HeaderRoot input={{}}>
        <header>Header</header>
      </HeaderRoot>,
    );
    expect(root().dataset['scrolled']).toBe('false');
    const reservedClass = root().className;

    onlyObserver().report(false);
    expect(root().dataset['scrolled']).toBe('true');
    // The reserved height lives on the root's class (header.module.css); scrolling must not touch it.
    expect(root().className).toBe(reservedClass);
    expect(root().getAttribute('style')).toBeNull();

    onlyObserver().report(true);
    expect(root().dataset['scrolled']).toBe('false');
  });
});
