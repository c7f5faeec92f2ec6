import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInlineScripts } from '../testing/run-inline-scripts.ts';
import { withPopovers } from '../testing/with-popovers.ts';
import { HOLD_MS, heldPressesScript, takeHeldPresses } from './held-presses.ts';

/** The header as the server sends it, followed by its state and the inline script, which runs as the browser runs it. */
function serverPage(nonce?: string) {
  document.body.innerHTML =
    `<div data-header-ssr=""><header><a href="/ecom/myaccount">My account</a><button type="button">Multi-search</button>` +
    `<form action="/ecom/search"><input name="searchTerm" aria-label="Search"></form><span>Fernleaf</span></header></div>` +
    `<script type="application/json" data-header-state="">{}</script>` +
    heldPressesScript(nonce) +
    `<main><a href="/ecom/offers">Offers</a></main>`;
  const script = document.body.querySelector('script:not([type])');
  if (!script) throw new Error('no inline script');
  runInlineScripts(document.body);
  const header = document.querySelector('[data-header-ssr]');
  if (!header) throw new Error('no header');
  const get = (selector: string) => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  return { header, script, account: get('header a'), multiSearch: get('header button'), form: get('form') };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the server's inline script: presses on the header before its script starts", () => {
  it('holds a plain press on a control, and hands it over with the intent it showed', () => {
    const { header, account } = serverPage();

    expect(fireEvent.click(account)).toBe(false);

    const held = takeHeldPresses(header);
    expect(held.intent).toBe(true);
    expect(held.events).toHaveLength(1);
    expect(held.events[0]?.target).toBe(account);
    // Taken: the script's own listeners are gone, and the press now goes through as it is.
    expect(fireEvent.click(account)).toBe(true);
    expect(takeHeldPresses(header).events).toEqual([]);
  });

  it('lets through what is not a plain press on a control: a new-tab press, a press on text, a press outside the header', () => {
    const { header, account } = serverPage();

    expect(fireEvent.click(account, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(account, { button: 1 })).toBe(true);
    expect(fireEvent.click(document.querySelector('header span') as Element)).toBe(true);
    expect(fireEvent.click(document.querySelector('main a') as Element)).toBe(true);

    expect(takeHeldPresses(header).events).toEqual([]);
  });

  it('notes the shopper coming near (pointer, focus) without holding anything', () => {
    const { header, form } = serverPage();

    fireEvent.focusIn(form.querySelector('input') as Element);

    expect(takeHeldPresses(header)).toEqual({ events: [], intent: true });
  });

  it("leaves a popover's button and its links to the browser, and a touch on them is no intent", () => {
    const undo = withPopovers();
    try {
      const { header } = serverPage();
      header
        .querySelector('header')
        ?.insertAdjacentHTML(
          'beforeend',
          '<button type="button" popovertarget="menu">Menu</button><div id="menu" popover="auto"><a href="/ecom/offers">Offers</a></div>',
        );
      const menu = header.querySelector('[popovertarget]') as Element;

      fireEvent.touchStart(menu);
      fireEvent.pointerDown(menu);
      expect(fireEvent.click(menu)).toBe(true);
      expect(fireEvent.click(header.querySelector('[popover] a') as Element)).toBe(true);

      expect(takeHeldPresses(header)).toEqual({ events: [], intent: false });
    } finally {
      undo();
    }
  });

  it('holds a form sent from the header', () => {
    const { header, form } = serverPage();

    expect(fireEvent.submit(form)).toBe(false);

    expect(takeHeldPresses(header).events.map((event) => event.type)).toEqual(['submit']);
  });

  it('does what the server HTML does when nothing takes the press in time: the press goes through, the form is sent', () => {
    const { header, multiSearch, form } = serverPage();
    const pressedThrough = vi.fn((event: Event) => event.defaultPrevented);
    multiSearch.addEventListener('click', pressedThrough);
    const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});

    fireEvent.click(multiSearch);
    fireEvent.submit(form);
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(pressedThrough).toHaveBeenCalledTimes(0);
    expect(sent).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);

    // The held press never reached the button's own listener; its press again, at the deadline, does.
    expect(pressedThrough).toHaveBeenCalledTimes(1);
    expect(pressedThrough).toHaveReturnedWith(false);
    expect(sent.mock.instances).toEqual([form]);
    // Given up: nothing is left for the header's script to take, and presses go through.
    expect(takeHeldPresses(header).events).toEqual([]);
    expect(fireEvent.click(multiSearch)).toBe(true);
  });

  it('holds nothing once taken, so a press taken is never also sent at the deadline', () => {
    const { header, account } = serverPage();
    const followed = vi.fn();
    account.addEventListener('click', followed);

    fireEvent.click(account);
    takeHeldPresses(header);
    vi.advanceTimersByTime(HOLD_MS);

    expect(followed).not.toHaveBeenCalled();
  });

  it("carries the page's nonce, and no markup can end it early", () => {
    const { script } = serverPage('abcdefghijklmnop');

    expect(script.getAttribute('nonce')).toBe('abcdefghijklmnop');
    expect(heldPressesScript(undefined)).toMatch(/^<script>/);
    expect(heldPressesScript(undefined).slice('<script>'.length, -'</script>'.length)).not.toContain('</');
  });

  it('takes nothing but real events from what is left under its name', () => {
    const header = document.createElement('div');
    Object.defineProperty(header, '__heldPresses', {
      value: { take: () => ({ events: ['click', null], intent: 'yes' }) },
    });

    expect(takeHeldPresses(header)).toEqual({ events: [], intent: false });
  });

  it('finds nothing to take on a header the server did not send the script with', () => {
    const header = document.createElement('div');

    expect(takeHeldPresses(header)).toEqual({ events: [], intent: false });
  });
});
