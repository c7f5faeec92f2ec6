import {
  useEffect,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { HighlightedText } from '../../ui/highlighted-text.tsx';
import type { SearchAssist } from './search-assist.ts';
import styles from './search-popup.module.css';

type SearchPopupProps = {
  readonly assist: SearchAssist;
  /** The search box's input, whose events the box sends to the same machine. */
  readonly input: RefObject<HTMLInputElement | null>;
  readonly listboxId: string;
  /** The id of each option, which the input names as its active descendant. */
  readonly optionId: (index: number) => string;
};

/** Keeps focus in the input while the popup is clicked, so the combobox stays active. */
const keepInputFocus = (event: MouseEvent) => event.preventDefault();

const caughtUp = new WeakSet<SearchAssist>();

/**
 * Tells a machine that has just arrived what happened to the box while it loaded (what was typed,
 * the focus), once, before it handles anything else. The box does it as the machine arrives
 * (search-box.tsx); the box's events and the popup's effect call it too, and find it done.
 */
export function catchUp(assist: SearchAssist, field: HTMLInputElement | null): void {
  if (caughtUp.has(assist)) return;
  caughtUp.add(assist);
  if (field?.value) assist.send({ type: 'input', text: field.value });
  if (field && field.ownerDocument.activeElement === field) assist.send({ type: 'focus' });
}

/**
 * The suggestions or recent searches under the search box (a WAI-ARIA listbox
 * that the input controls), drawn from the box's machine; clicks go to the
 * machine as events. The live region that announces them is the box's own
 * (search-box.tsx), there before any count.
 *
 * Recent searches have buttons ("Clear all", a remove per term) beside the
 * listbox: Tab from the box walks them in order, and the list stays open until
 * focus leaves the box and its popup. Escape on a button closes the list and
 * gives focus back to the box; after a button is pressed, focus goes to the
 * next remove button (or back to the box), never to the page.
 */
export function SearchPopup({ assist, input, listboxId, optionId }: SearchPopupProps) {
  const { mode, items, activeIndex, query } = useSyncExternalStore(assist.subscribe, assist.getSnapshot);

  useEffect(() => {
    // Done already as the machine arrived; again only after this cleanup stopped the machine and
    // the popup came back with it (React's development remount), so its request is asked afresh.
    catchUp(assist, input.current);
    return () => {
      caughtUp.delete(assist);
      assist.dispose();
    };
  }, [assist, input]);

  const label = mode === 'history' ? 'Recent searches' : 'Search suggestions';

  /** Focus left a button of the popup: for the box, the popup or nowhere (focus left the search). */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && (to === input.current || event.currentTarget.contains(to))) return;
    assist.send({ type: 'blur' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // As Escape in the box: the list closes (not the dialog around it), and focus goes back to the box
    // before the button under it goes.
    event.preventDefault();
    input.current?.focus();
    assist.send({ type: 'key', key: 'Escape' });
  };
  /** A remove button pressed: from the keyboard (it has focus), focus moves on before the button goes. */
  const removeAt = (index: number, button: HTMLElement) => {
    if (button.ownerDocument.activeElement === button) {
      const buttons = [...(button.closest('ul')?.querySelectorAll('button') ?? [])];
      (buttons[index + 1] ?? buttons[index - 1] ?? input.current)?.focus();
    }
    assist.send({ type: 'remove', index });
  };

  return (
    <>
      {mode !== 'closed' && (
        <div
          className={styles.popup}
          data-state={mode}
          data-search-popup=""
          onMouseDown={keepInputFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        >
          {mode === 'history' && (
            <div className={styles.heading}>
              <span aria-hidden="true">{label}</span>
              <button
                type="button"
                className={styles.clearAll}
                onClick={() => {
                  // Nothing is left to focus in the popup: back to the box (where a click left it).
                  input.current?.focus();
                  assist.send({ type: 'clear-history' });
                }}
              >
                Clear all
              </button>
            </div>
          )}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={label}
            className={styles.listbox}
            style={mode === 'history' ? rows(items.length) : undefined}
          >
            {items.map((item, index) => (
              <li
                key={`${index}:${item}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => assist.send({ type: 'pick', index })}
              >
                {mode === 'history' ? item : <HighlightedText text={item} query={query} />}
              </li>
            ))}
          </ul>
          {mode === 'history' && (
            // Beside the listbox, not in it: an option may not hold a button. Both lists share the popup's
            // grid rows (subgrid), so a term that wraps keeps its button beside it. Keyed by term (unique
            // in the history): the other buttons, and the focus on one, stay put when a term goes.
            <ul className={styles.removeList} style={rows(items.length)}>
              {items.map((item, index) => (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${item} from recent searches`}
                    onClick={(event) => removeAt(index, event.currentTarget)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

/** The popup's grid rows a list of recent searches spans, under the heading's row. */
const rows = (count: number) => ({ gridRow: `2 / span ${count}` });
