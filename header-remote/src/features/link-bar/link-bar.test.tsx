import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { LinkBar } from './link-bar.tsx';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function renderLinkBar(currentPath?: string) {
  const view = render(
    <HeaderRoot input={{}}>
      <LinkBar {...(currentPath === undefined ? {} : { currentPath })} />
    </HeaderRoot>,
  );
  const nav = screen.getByRole('navigation', { name: 'Shop by' });
  // The element that scrolls sideways is the one holding the list of links.
  const scroller = within(nav).getByRole('list').parentElement as HTMLElement;
  return { ...view, nav, scroller };
}

type Metrics = { readonly clientWidth: number; readonly scrollWidth: number; readonly scrollLeft: number };

/** jsdom lays nothing out: give the scroller the sizes a browser would report. */
function layOut(scroller: HTMLElement, metrics: Metrics) {
  for (const [name, value] of Object.entries(metrics)) {
    Object.defineProperty(scroller, name, { configurable: true, writable: true, value });
  }
}

/** The shopper (or a smooth scroll) moves the links: the browser says so with a scroll event. */
function scrollTo(scroller: HTMLElement, scrollLeft: number) {
  Object.defineProperty(scroller, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
  fireEvent.scroll(scroller);
}

/** Records arrow presses' scrolls and, like a browser, ends up there and reports it. */
function followScrolls(scroller: HTMLElement) {
  const scrollToSpy = vi.fn((options: ScrollToOptions) => scrollTo(scroller, options.left ?? 0));
  Object.defineProperty(scroller, 'scrollTo', { configurable: true, value: scrollToSpy });
  return scrollToSpy;
}

const leftArrow = () => screen.queryByRole('button', { name: 'Scroll links left' });
const rightArrow = () => screen.queryByRole('button', { name: 'Scroll links right' });

/** The pages the header asked the browser to prefetch: its speculation rules. */
const prefetched = () =>
  [...document.head.querySelectorAll('script[type="speculationrules"]')].flatMap(
    (rules) => (JSON.parse(rules.textContent ?? '{}') as { prefetch: { urls: string[] }[] }).prefetch[0]?.urls ?? [],
  );

/** A browser that can use a prefetched page of this site (speculation rules: Chromium), or not (Firefox, WebKit). */
const browserWithSpeculationRules = (supported: boolean) =>
  Object.defineProperty(HTMLScriptElement, 'supports', {
    configurable: true,
    value: (type: string) => supported && type === 'speculationrules',
  });

describe('LinkBar: prefetch on intent (spec section 9, 100 ms)', () => {
  afterEach(() => {
    for (const rules of document.head.querySelectorAll('script[type="speculationrules"]')) rules.remove();
    // jsdom has no HTMLScriptElement.supports: each test says what its browser can do.
    Reflect.deleteProperty(HTMLScriptElement, 'supports');
  });

  it("prefetches a link's page once the pointer has rested on it for 100 ms, and only once", async () => {
    browserWithSpeculationRules(true);
    const user = userEvent.setup();
    renderLinkBar();
    const recipes = screen.getByRole('link', { name: 'Recipes' });
    await user.hover(recipes);
    await waitFor(() => expect(prefetched()).toEqual([new URL('/ecom/recipes', window.location.href).href]));
    await user.unhover(recipes);
    await user.hover(recipes);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(prefetched()).toHaveLength(1);
  });

  it('waits exactly 100 ms of rest, as the spec says: not at 99 ms, at 100 ms', () => {
    browserWithSpeculationRules(true);
    renderLinkBar();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Inspiration: a page this page load has not prefetched yet (each is asked for once).
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Inspiration' }));
    act(() => vi.advanceTimersByTime(99));
    expect(prefetched()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(prefetched()).toEqual([new URL('/ecom/content/inspiration', window.location.href).href]);
  });

  it('prefetches nothing for links the pointer only crosses', () => {
    browserWithSpeculationRules(true);
    renderLinkBar();
    // On the page's clock: a busy machine must not turn a crossing into a rest.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const name of ['Offers', 'Entertaining', 'New']) {
      const link = screen.getByRole('link', { name });
      fireEvent.pointerOver(link);
      act(() => vi.advanceTimersByTime(60));
      fireEvent.pointerOut(link);
    }
    act(() => vi.advanceTimersByTime(150));
    expect(prefetched()).toEqual([]);
  });

  it('sends nothing where the browser could not use the page (Firefox, WebKit): no server render for nothing', async () => {
    browserWithSpeculationRules(false);
    const user = userEvent.setup();
    renderLinkBar();
    await user.hover(screen.getByRole('link', { name: 'Offers' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(prefetched()).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});

describe('LinkBar: the primary links', () => {
  it('links Offers, Entertaining, New, Recipes and Inspiration, in that order', () => {
    const { nav } = renderLinkBar('/ecom');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Offers', '/ecom/shop/browse/offers'],
      ['Entertaining', '/ecom/shop/browse/entertaining'],
      ['New', '/ecom/shop/browse/groceries/new'],
      ['Recipes', '/ecom/recipes'],
      ['Inspiration', '/ecom/content/inspiration'],
    ]);
  });

  it('marks the link to the page the shopper is on, and only that one', () => {
    renderLinkBar('/ecom/shop/browse/groceries/new/');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    const others = screen.getAllByRole('link').filter((link) => link.textContent !== 'New');
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it("reads the browser's path when none is given", () => {
    window.history.replaceState(null, '', '/ecom/recipes?page=2');
    renderLinkBar();
    expect(screen.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks nothing on a page below one of them', () => {
    renderLinkBar('/ecom/shop/browse/entertaining/party_food');
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('has no axe violations, with both arrows showing', async () => {
    const { container, scroller } = renderLinkBar('/ecom/shop/browse/offers');
    layOut(scroller, { clientWidth: 200, scrollWidth: 600, scrollLeft: 100 });
    fireEvent.scroll(scroller);
    expect(leftArrow()).toBeInTheDocument();
    expect(rightArrow()).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('LinkBar: scroll arrows', () => {
  it('shows no arrows while the links fit', () => {
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 600, scrollWidth: 600, scrollLeft: 0 });
    fireEvent.scroll(scroller);
    expect(leftArrow()).not.toBeInTheDocument();
    expect(rightArrow()).not.toBeInTheDocument();
  });

  it('shows the right arrow at the start, both in the middle, and the left arrow at the end', () => {
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 700, scrollLeft: 0 });
    fireEvent.scroll(scroller);
    expect([leftArrow(), rightArrow()].map(Boolean)).toEqual([false, true]);
    scrollTo(scroller, 150);
    expect([leftArrow(), rightArrow()].map(Boolean)).toEqual([true, true]);
    scrollTo(scroller, 400);
    expect([leftArrow(), rightArrow()].map(Boolean)).toEqual([true, false]);
    scrollTo(scroller, 0);
    expect([leftArrow(), rightArrow()].map(Boolean)).toEqual([false, true]);
  });

  it('scrolls 70 % of the visible width, smoothly, each press', async () => {
    const user = userEvent.setup();
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 1000, scrollLeft: 0 });
    const scrolls = followScrolls(scroller);
    fireEvent.scroll(scroller);

    await user.click(rightArrow() as HTMLElement);
    expect(scrolls).toHaveBeenLastCalledWith({ left: 210, behavior: 'smooth' });
    await user.click(rightArrow() as HTMLElement);
    expect(scrolls).toHaveBeenLastCalledWith({ left: 420, behavior: 'smooth' });
    await user.click(leftArrow() as HTMLElement);
    expect(scrolls).toHaveBeenLastCalledWith({ left: 210, behavior: 'smooth' });
  });

  it('stops at the end: the last press goes only as far as the links do', async () => {
    const user = userEvent.setup();
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 600, scrollLeft: 200 });
    const scrolls = followScrolls(scroller);
    fireEvent.scroll(scroller);
    await user.click(rightArrow() as HTMLElement);
    expect(scrolls).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(rightArrow()).not.toBeInTheDocument();
  });

  it('hands focus to the other arrow when the pressed one goes, so keyboard users keep their place', async () => {
    const user = userEvent.setup();
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 600, scrollLeft: 0 });
    followScrolls(scroller);
    fireEvent.scroll(scroller);
    (rightArrow() as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(rightArrow()).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(rightArrow()).not.toBeInTheDocument();
    expect(leftArrow()).toHaveFocus();
  });

  it('keeps arrows out of the tab order while they are not shown', async () => {
    const user = userEvent.setup();
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 700, scrollLeft: 0 });
    fireEvent.scroll(scroller);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveFocus();
    for (let press = 0; press < 4; press += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Inspiration' })).toHaveFocus();
    await user.tab();
    expect(rightArrow()).toHaveFocus();
  });

  it('checks again 200 ms after the window stops resizing, not before', () => {
    vi.useFakeTimers();
    const { scroller } = renderLinkBar('/ecom');
    layOut(scroller, { clientWidth: 300, scrollWidth: 700, scrollLeft: 0 });

    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(150);
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(rightArrow()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(rightArrow()).toBeInTheDocument();

    // Wider again: the links fit, and the arrow goes after the same pause.
    layOut(scroller, { clientWidth: 700, scrollWidth: 700, scrollLeft: 0 });
    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(rightArrow()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(rightArrow()).not.toBeInTheDocument();
  });

  it('stops listening, and drops a pending check, once gone', () => {
    vi.useFakeTimers();
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderLinkBar('/ecom');
    fireEvent(window, new Event('resize'));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
    removed.mockRestore();
  });
});
