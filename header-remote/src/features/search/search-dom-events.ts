import type { SearchEvent } from './search-machine.ts';

/** What the search box hands over of a React event on its input or form: a subset, so tests can build one. */
export type BoxDomEvent = {
  readonly type: string;
  readonly currentTarget: EventTarget;
  readonly key?: string;
  readonly nativeEvent: Event;
  readonly preventDefault: () => void;
};

/**
 * The machine's event for a DOM event of the box (React names focusin and
 * focusout "focus" and "blur"), or none: a key pressed while an input method
 * composes a character belongs to the input method.
 */
export function searchEventOf(event: BoxDomEvent): SearchEvent | undefined {
  switch (event.type) {
    case 'input':
      return { type: 'input', text: (event.currentTarget as HTMLInputElement).value };
    case 'keydown':
      return (event.nativeEvent as KeyboardEvent).isComposing ? undefined : { type: 'key', key: event.key ?? '' };
    case 'focus':
    case 'blur':
    case 'submit':
      return { type: event.type };
    default:
      return undefined;
  }
}
