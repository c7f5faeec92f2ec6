import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenPageIdle } from './when-page-idle.ts';

/** A window whose load and idle moments the test decides. */
function fakeWindow({ loaded, idle }: { loaded: boolean; idle: boolean }) {
  const target = new EventTarget();
  const idleCallbacks = new Map<number, () => void>();
  let nextId = 1;
  const win = {
    document: { readyState: loaded ? 'complete' : 'interactive' } as Pick<Document, 'readyState'>,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: ((callback: () => void) => setTimeout(callback, 0)) as unknown as Window['setTimeout'],
    clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
    ...(idle
      ? {
          requestIdleCallback: vi.fn((callback: () => void, options?: IdleRequestOptions) => {
            expect(options).toEqual({ timeout: IDLE_TIMEOUT_MS });
            idleCallbacks.set(nextId, callback);
            return nextId++;
          }),
          cancelIdleCallback: (id: number) => idleCallbacks.delete(id),
        }
      : {}),
  };
  return {
    win,
    load: () => target.dispatchEvent(new Event('load')),
    goIdle: () => {
      for (const [id, callback] of [...idleCallbacks]) {
        idleCallbacks.delete(id);
        callback();
      }
    },
  };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakeWindow({ loaded: false, idle: true });
    const run = vi.fn();
    whenPageIdle(run, page.win);
    page.goIdle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once on a page that has loaded', () => {
    const page = fakeWindow({ loaded: true, idle: true });
    const run = vi.fn();
    whenPageIdle(run, page.win);
    page.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task after load where the browser has no idle callbacks (Safari)', async () => {
    const page = fakeWindow({ loaded: false, idle: false });
    const run = vi.fn();
    whenPageIdle(run, page.win);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(run).not.toHaveBeenCalled();
    page.load();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('runs nothing once cancelled, before the load or after it', () => {
    for (const cancelAfterLoad of [false, true]) {
      const page = fakeWindow({ loaded: false, idle: true });
      const run = vi.fn();
      const cancel = whenPageIdle(run, page.win);
      if (cancelAfterLoad) page.load();
      cancel();
      page.load();
      page.goIdle();
      expect(run).not.toHaveBeenCalled();
    }
  });
});
