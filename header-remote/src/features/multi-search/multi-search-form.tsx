import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import {
  MULTI_SEARCH_LIMIT_MESSAGE,
  MULTI_SEARCH_MAX_ITEMS,
  multiSearchStorageKey,
  multiSearchUrl,
  splitMultiSearchList,
} from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { limitListText } from './limit-list-text.ts';
import { readStoredList, removeStoredList, writeStoredList } from './multi-search-storage.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { useCustomerId } from './use-customer-id.ts';
import styles from './multi-search-form.module.css';

/**
 * The list box and its buttons. The box keeps what the shopper typed, exactly,
 * and what they pasted within the limits (the first 100 items); the list of
 * items (split, cleaned, at most 100) is derived from it, stored, and searched.
 *
 * As the server draws it, it is a plain form: Search sends the box's text to the results page
 * (`value`, which that page splits by the same rules) and Clear list resets it, so it works before
 * the header's script. Live, the header takes the same form over, with what the shopper typed
 * meanwhile; the stored list fills the box only when nothing was typed.
 */
export function MultiSearchForm() {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { logger } = useHeaderConfig();
  const storageKey = multiSearchStorageKey(useCustomerId());
  // null until the header has taken the box over: on the server, and while the browser hydrates.
  const [text, setText] = useState<string | null>(null);
  const [pasteCut, setPasteCut] = useState(false);
  // The keystroke renders first; splitting follows in a deferred render, so a
  // huge paste never holds up typing.
  const deferredText = useDeferredValue(text);
  const list = useMemo(() => splitMultiSearchList(deferredText ?? ''), [deferredText]);

  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (takenOver.current) return;
    takenOver.current = true;
    const typed = textareaRef.current?.value ?? '';
    setText(typed !== '' ? typed : readStoredList(storageKey, logger).join('\n'));
  }, [storageKey, logger]);

  useEffect(() => {
    if (deferredText !== null) writeStoredList(storageKey, list.items, logger);
  }, [storageKey, deferredText, list, logger]);

  // Past 100 items in the box, or a paste that was cut while the list is still full.
  const limitReached = list.truncated || (pasteCut && list.items.length === MULTI_SEARCH_MAX_ITEMS);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The text as it is now, not as last split: the shopper may have typed since.
    const { items } = splitMultiSearchList(text ?? '');
    if (items.length === 0) return;
    writeStoredList(storageKey, items, logger);
    navigateTo(multiSearchUrl(items));
  };

  // A paste past the limits is cut to them before it reaches the box (see
  // limitListText); one within them is left to the browser, so undo still works.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const before = box.value.slice(0, box.selectionStart);
    const after = box.value.slice(box.selectionEnd);
    const limited = limitListText(before + pasted + after);
    if (limited.text.length === before.length + pasted.length + after.length) return;
    event.preventDefault();
    const caret = Math.min(before.length + pasted.length, limited.text.length);
    box.value = limited.text;
    box.setSelectionRange(caret, caret);
    setText(limited.text);
    setPasteCut(limited.limitReached);
  };

  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    // The form's own reset is for the page before the script.
    event.preventDefault();
    setText('');
    setPasteCut(false);
    removeStoredList(storageKey, logger);
    // The button disables itself; focus goes back to the box rather than the page.
    textareaRef.current?.focus();
  };

  // Before the header is live both buttons work as the form's (the script that knows whether the box is empty is not there yet).
  const live = text !== null;
  return (
    <form className={styles.form} action={ROUTES.multiSearch} method="get" onSubmit={search} noValidate>
      <Textarea
        ref={textareaRef}
        name="value"
        label="Shopping list"
        placeholder="Type or paste your list here"
        rows={10}
        spellCheck={false}
        className={styles.list}
        value={text ?? ''}
        onChange={(event) => setText(event.currentTarget.value)}
        onPaste={paste}
        advisory={limitReached ? MULTI_SEARCH_LIMIT_MESSAGE : ''}
      />
      <div className={styles.actions}>
        <button type="reset" className={styles.secondary} disabled={live && text === ''} onClick={clear}>
          Clear list
        </button>
        <button
          type="submit"
          className={styles.primary}
          disabled={live && (text.trim() === '' || list.items.length === 0)}
        >
          Search
        </button>
      </div>
    </form>
  );
}
