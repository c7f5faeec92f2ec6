import { describe, expect, it, vi } from 'vitest';
import { HostEventSchemas } from './events.ts';
import { dispatchHostEvent, HOST_EVENT_NAMES } from './host-events.ts';

describe("the page's events to the header", () => {
  it('are named without their schemas exactly as the schemas name them', () => {
    expect([...HOST_EVENT_NAMES].sort()).toEqual(Object.keys(HostEventSchemas).sort());
  });

  it('reach a header listening where they are sent (window, on a page), with their detail', () => {
    const page = new EventTarget();
    const heard = vi.fn((event: Event) => (event as CustomEvent).detail);
    page.addEventListener('started_trolley_update', heard);

    dispatchHostEvent('started_trolley_update', { source: 'trolley page' }, page);

    expect(heard).toHaveReturnedWith({ source: 'trolley page' });
  });
});
