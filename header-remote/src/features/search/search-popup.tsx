import { useEffect, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { sanitiseSearchTerm } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { HighlightedText } from '../../ui/highlighted-text.tsx';
import hidden from '../../ui/visually-hidden.module.css';
import { commitSearch } from './commit-search.ts';
import type { PickedTerm, SearchAssist } from './search-assist.ts';
import styles from './search-popup.module.css';

type SearchPopupProps = {
  readonly assist: SearchAssist;
  /** The search box's input, which this attaches to. */
  readonly input: RefObject<HTMLInputElement | null>;
  readonly listboxId: string;
  /** The id of each option, which the input names as its active descendant. */
  readonly optionId: (index: number) => string;
  readonly searchType: string | undefined;
};

/** The input is the search box's: this writes to the page's element, not to React state. */
function setFieldValue(field: HTMLInputElement, value: string) {
  field.value = value;
}

/** Keeps focus in the input while the popup is clicked, so the combobox stays active. */
const keepInputFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The suggestions or recent searches under the search box (a WAI-ARIA listbox
 * that the input controls), the live region that announces them, and the
 * input's behaviour: sanitising what is typed or pasted, and the keyboard.
 */
export function SearchPopup({ assist, input, listboxId, optionId, searchType }: SearchPopupProps) {
  const config = useHeaderConfig();
  const { mode, items, activeIndex, query, announcement } = useSyncExternalStore(assist.subscribe, assist.getSnapshot);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const choose = ({ term, source }: PickedTerm) => {
      setFieldValue(field, term);
      commitSearch(config, searchType, term, source);
    };
    const onInput = () => {
      // Typed or pasted: tags and stray characters go, then the word and length limits (spec section 5).
      const clean = sanitiseSearchTerm(field.value);
      if (clean !== field.value) setFieldValue(field, clean);
      assist.setTerm(clean);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const picked = assist.keyDown(event);
      if (picked) choose(picked);
    };
    const onFocus = () => assist.focus();
    const onBlur = () => assist.blur();
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    // Catch up with whatever happened while this was loading.
    if (field.value !== '') onInput();
    if (field.ownerDocument.activeElement === field) onFocus();
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
      assist.dispose();
    };
  }, [assist, input, config, searchType]);

  const pick = (index: number) => {
    const picked = assist.pick(index);
    if (!picked) return;
    if (input.current) setFieldValue(input.current, picked.term);
    commitSearch(config, searchType, picked.term, picked.source);
  };
  const label = mode === 'history' ? 'Recent searches' : 'Search suggestions';

  return (
    <>
      {mode !== 'closed' && (
        <div className={styles.popup} data-state={mode} onMouseDown={keepInputFocus}>
          {mode === 'history' && (
            <div className={styles.heading}>
              <span aria-hidden="true">{label}</span>
              <button type="button" className={styles.clearAll} onClick={() => assist.clearHistory()}>
                Clear all
              </button>
            </div>
          )}
          <ul id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
            {items.map((item, index) => (
              <li
                key={`${index}:${item}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => pick(index)}
              >
                {mode === 'history' ? item : <HighlightedText text={item} query={query} />}
              </li>
            ))}
          </ul>
          {mode === 'history' && (
            // Beside the listbox, not in it: an option may not hold a button. The rows line up by height.
            <ul className={styles.removeList}>
              {items.map((item, index) => (
                <li key={`${index}:${item}`}>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${item} from recent searches`}
                    onClick={() => assist.remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div role="status" className={hidden.visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}
