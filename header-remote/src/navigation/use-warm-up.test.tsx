import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarmUp } from './use-warm-up.ts';

let idle: (() => void)[];
const pageGoesIdle = () => {
  for (const callback of idle.splice(0)) callback();
};

beforeEach(async () => {
  // The warm-up waits for the page's load event first: a test environment just made may not have had it yet.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  // jsdom lays nothing out: a control is on screen unless the test hides it.
  Element.prototype.checkVisibility = function (this: Element) {
    return !(this as HTMLElement).hidden;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).checkVisibility;
});

function Control({ hidden = false, prepare }: { readonly hidden?: boolean; readonly prepare: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useWarmUp(button, prepare);
  return (
    <button ref={button} type="button" hidden={hidden}>
      Groceries
    </button>
  );
}

describe('useWarmUp', () => {
  it('prepares a control on screen once the page is idle, once', () => {
    const prepare = vi.fn();
    render(<Control prepare={prepare} />);
    expect(prepare).not.toHaveBeenCalled();
    pageGoesIdle();
    pageGoesIdle();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares nothing for a control the layout hides', () => {
    const prepare = vi.fn();
    render(<Control hidden prepare={prepare} />);
    pageGoesIdle();
    expect(prepare).not.toHaveBeenCalled();
  });

  it('prepares nothing once the control is gone', () => {
    const prepare = vi.fn();
    const { unmount } = render(<Control prepare={prepare} />);
    unmount();
    pageGoesIdle();
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe('useWarmUp, while the shopper types', () => {
  function ControlBesideSearch({ prepare }: { readonly prepare: () => void }) {
    return (
      <>
        <input type="text" aria-label="Search groceries" />
        <Control prepare={prepare} />
      </>
    );
  }

  it('waits while the focus is in a text field, and prepares at the first idle moment after it leaves', () => {
    const prepare = vi.fn();
    const { getByRole } = render(<ControlBesideSearch prepare={prepare} />);
    const box = getByRole('textbox', { name: 'Search groceries' });
    box.focus();
    pageGoesIdle();
    expect(prepare).not.toHaveBeenCalled();

    box.blur();
    expect(prepare).not.toHaveBeenCalled();
    pageGoesIdle();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares at once when the focus is on a control that takes no text', () => {
    const prepare = vi.fn();
    const { getByRole } = render(<Control prepare={prepare} />);
    getByRole('button', { name: 'Groceries' }).focus();
    pageGoesIdle();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares nothing when the control is gone before the focus leaves the field', () => {
    const prepare = vi.fn();
    const { getByRole, unmount } = render(<ControlBesideSearch prepare={prepare} />);
    const box = getByRole('textbox', { name: 'Search groceries' });
    box.focus();
    pageGoesIdle();
    unmount();
    box.blur();
    pageGoesIdle();
    expect(prepare).not.toHaveBeenCalled();
  });
});
