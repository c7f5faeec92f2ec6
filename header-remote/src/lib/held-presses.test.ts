import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInlineScripts } from '../testing/run-inline-scripts.ts';
import { withDialogs } from '../testing/with-dialogs.ts';
import { withPopovers } from '../testing/with-popovers.ts';
import { answerHeldPresses, HOLD_MS, heldPressesScript, pressesHeldOn } from './held-presses.ts';

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

describe("the server's inline script: presses on the header before it is live", () => {
  it('holds a plain press on a control, and hands it over with the intent it showed', () => {
    const { header, account } = serverPage();

    expect(fireEvent.click(account)).toBe(false);

    const presses = pressesHeldOn(header);
    expect(presses.intent()).toBe(true);
    const held = presses.take();
    expect(held).toHaveLength(1);
    expect(held[0]?.target).toBe(account);
    // Taken: the script's own listeners are gone, and the press now goes through as it is.
    expect(fireEvent.click(account)).toBe(true);
    expect(pressesHeldOn(header).take()).toEqual([]);
  });

  it('lets through what is not a plain press on a control: a new-tab press, a press on text, a press outside the header', () => {
    const { header, account } = serverPage();

    expect(fireEvent.click(account, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(account, { button: 1 })).toBe(true);
    expect(fireEvent.click(document.querySelector('header span') as Element)).toBe(true);
    expect(fireEvent.click(document.querySelector('main a') as Element)).toBe(true);

    expect(pressesHeldOn(header).take()).toEqual([]);
  });

  it('notes the shopper coming near (pointer, focus) without holding anything', () => {
    const { header, form } = serverPage();

    fireEvent.focusIn(form.querySelector('input') as Element);

    const presses = pressesHeldOn(header);
    expect(presses.intent()).toBe(true);
    expect(presses.take()).toEqual([]);
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

      const presses = pressesHeldOn(header);
      expect(presses.intent()).toBe(false);
      expect(presses.take()).toEqual([]);
    } finally {
      undo();
    }
  });

  it("leaves a dialog's button, its form and links to a browser that knows invoker commands, and holds the button where it does not", () => {
    const dialogHtml =
      '<button type="button" commandfor="list" command="show-modal">Multi-search</button>' +
      '<dialog id="list"><form action="/ecom/shop/multi-search"><textarea name="value"></textarea><button>Search</button></form>' +
      '<a href="/ecom/offers">Offers</a><button type="button">Groceries</button></dialog>';
    const undo = withDialogs();
    try {
      const { header } = serverPage();
      header.querySelector('header')?.insertAdjacentHTML('beforeend', dialogHtml);
      const opener = header.querySelector('[commandfor]') as Element;
      const form = header.querySelector('dialog form') as HTMLFormElement;

      fireEvent.pointerDown(opener);
      expect(fireEvent.click(opener)).toBe(true);
      expect(fireEvent.click(form.querySelector('button') as Element)).toBe(true);
      expect(fireEvent.submit(form)).toBe(true);
      expect(fireEvent.click(header.querySelector('dialog a') as Element)).toBe(true);

      const presses = pressesHeldOn(header);
      expect(presses.intent()).toBe(false);
      expect(presses.take()).toEqual([]);

      // A button in the dialog that needs the script (a sub-menu) waits for the live header.
      const { header: another } = serverPage();
      another.querySelector('header')?.insertAdjacentHTML('beforeend', dialogHtml.replaceAll('"list"', '"list2"'));
      const subMenu = [...another.querySelectorAll('dialog button')].find(
        (button) => button.textContent === 'Groceries',
      );
      expect(fireEvent.click(subMenu as Element)).toBe(false);
      expect(pressesHeldOn(another).take()).toHaveLength(1);
    } finally {
      undo();
    }
    // A browser without invoker commands: the press waits for the live header, which opens the dialog.
    const { header } = serverPage();
    header.querySelector('header')?.insertAdjacentHTML('beforeend', dialogHtml);
    expect(fireEvent.click(header.querySelector('[commandfor]') as Element)).toBe(false);
    expect(pressesHeldOn(header).take()).toHaveLength(1);
  });

  it('holds a form sent from the header', () => {
    const { header, form } = serverPage();

    expect(fireEvent.submit(form)).toBe(false);

    expect(
      pressesHeldOn(header)
        .take()
        .map((event) => event.type),
    ).toEqual(['submit']);
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
    expect(pressesHeldOn(header).take()).toEqual([]);
    expect(fireEvent.click(multiSearch)).toBe(true);
  });

  it('holds nothing once taken, so a press taken is never also sent at the deadline', () => {
    const { header, account } = serverPage();
    const followed = vi.fn();
    account.addEventListener('click', followed);

    fireEvent.click(account);
    pressesHeldOn(header).take();
    vi.advanceTimersByTime(HOLD_MS);

    expect(followed).not.toHaveBeenCalled();
  });

  it("carries the page's nonce, and no markup can end it early", () => {
    const { script } = serverPage('abcdefghijklmnop');

    expect(script.getAttribute('nonce')).toBe('abcdefghijklmnop');
    expect(heldPressesScript(undefined)).toMatch(/^<script>/);
    expect(heldPressesScript(undefined).slice('<script>'.length, -'</script>'.length)).not.toContain('</');
  });

  it('gives up at once when the header cannot come: the press goes through, and nothing is held after', () => {
    const { header, multiSearch } = serverPage();
    const pressedThrough = vi.fn();
    multiSearch.addEventListener('click', pressedThrough);

    fireEvent.click(multiSearch);
    pressesHeldOn(header).giveUp();

    expect(pressedThrough).toHaveBeenCalledTimes(1);
    expect(fireEvent.click(multiSearch)).toBe(true);
    vi.advanceTimersByTime(HOLD_MS);
    expect(pressedThrough).toHaveBeenCalledTimes(2);
  });

  it('has the live header answer each press held, in order: the control pressed again, the form sent through its script', () => {
    const { header, multiSearch, form } = serverPage();
    fireEvent.click(multiSearch);
    fireEvent.submit(form);
    const answered: string[] = [];
    multiSearch.addEventListener('click', () => answered.push('click'));
    const sent = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => answered.push('submit'));

    answerHeldPresses(pressesHeldOn(header).take());

    expect(answered).toEqual(['click', 'submit']);
    expect(sent.mock.instances).toEqual([form]);
  });

  it('uses nothing but real events and functions from what is left under its name', () => {
    const header = document.createElement('div');
    Object.defineProperty(header, '__heldPresses', {
      value: { intent: () => 'yes', take: () => ['click', null], giveUp: () => {} },
    });

    const presses = pressesHeldOn(header);
    expect(presses.intent()).toBe(false);
    expect(presses.take()).toEqual([]);
  });

  it('holds presses itself on a header the server did not send the script with', () => {
    document.body.innerHTML = '<div data-header-ssr=""><button type="button">Multi-search</button></div>';
    const header = document.querySelector('[data-header-ssr]') as Element;

    const presses = pressesHeldOn(header);

    expect(fireEvent.click(header.querySelector('button') as Element)).toBe(false);
    expect(presses.take()).toHaveLength(1);
  });
});
