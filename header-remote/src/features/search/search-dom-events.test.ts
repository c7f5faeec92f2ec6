import { describe, expect, it } from 'vitest';
import { searchEventOf, type BoxDomEvent } from './search-dom-events.ts';

const input = document.createElement('input');
const domEvent = (type: string, extra: Partial<BoxDomEvent> = {}): BoxDomEvent => ({
  type,
  currentTarget: input,
  nativeEvent: new Event(type),
  preventDefault: () => {},
  ...extra,
});

describe("the box's DOM events, as the machine's", () => {
  it('reads what the box holds on input', () => {
    input.value = 'oat milk';
    expect(searchEventOf(domEvent('input'))).toEqual({ type: 'input', text: 'oat milk' });
  });

  it('passes keys on, but not those of an input method composing a character', () => {
    expect(searchEventOf(domEvent('keydown', { key: 'Enter', nativeEvent: new KeyboardEvent('keydown') }))).toEqual({
      type: 'key',
      key: 'Enter',
    });
    const composing = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true });
    expect(searchEventOf(domEvent('keydown', { key: 'Enter', nativeEvent: composing }))).toBeUndefined();
  });

  it('names focus, blur and submit as they are', () => {
    expect(['focus', 'blur', 'submit'].map((type) => searchEventOf(domEvent(type)))).toEqual([
      { type: 'focus' },
      { type: 'blur' },
      { type: 'submit' },
    ]);
  });
});
