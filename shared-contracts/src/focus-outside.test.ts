// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFocusIsOutside } from './focus-outside.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function pageWithOwnHeader() {
  document.body.innerHTML =
    '<header><input aria-label="Search"><button>Search</button></header><main tabindex="-1"></main>';
  const [header, input, button, main] = ['header', 'input', 'button', 'main'].map((tag) =>
    document.querySelector<HTMLElement>(tag),
  );
  if (!header || !input || !button || !main) throw new Error('the page is incomplete');
  return { header, input, button, main };
}

describe('whenFocusIsOutside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs at once when the focus is elsewhere', () => {
    const { header } = pageWithOwnHeader();
    const run = vi.fn();
    whenFocusIsOutside(header, run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits while the focus moves inside, and runs once when it leaves', async () => {
    const { header, input, button, main } = pageWithOwnHeader();
    input.focus();
    const run = vi.fn();
    whenFocusIsOutside(header, run);
    button.focus();
    await nextTask();
    expect(run).not.toHaveBeenCalled();

    main.focus();
    await nextTask();
    input.focus();
    main.focus();
    await nextTask();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once stopped', async () => {
    const { header, input, main } = pageWithOwnHeader();
    input.focus();
    const run = vi.fn();
    const stop = whenFocusIsOutside(header, run);
    stop();
    main.focus();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
