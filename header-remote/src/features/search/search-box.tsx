import { useStore } from 'jotai';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { CUSTOM_TAGS_PARAM } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { useWarmUp } from '../../navigation/use-warm-up.ts';
import hidden from '../../ui/visually-hidden.module.css';
// Types only: the module loads on the first focus.
import type { SearchAssist } from './search-assist.ts';
import type * as AssistModuleExports from './search-assist-module.ts';
import type { BoxDomEvent } from './search-dom-events.ts';
import styles from './search.module.css';
import { useSearchPlaceholder } from './use-search-placeholder.ts';

type AssistModule = typeof AssistModuleExports;
type Loaded = { readonly module: AssistModule; readonly assist: SearchAssist };

let assistModule: Promise<AssistModule> | undefined;
/** One download per page, on the first focus of any search box. */
function loadAssistModule(): Promise<AssistModule> {
  assistModule ??= import('./search-assist-module.ts').catch((error: unknown) => {
    assistModule = undefined; // Try again on the next focus.
    throw error;
  });
  return assistModule;
}

/** The module in hand before the first focus, so that focus answers at once; a failure is met again, and logged, on that focus. */
const preloadAssistModule = () => void loadAssistModule().catch(() => {});

/** The box's field name: the search page's parameter, and what tells the box apart in the server's HTML. */
const TERM_FIELD = 'searchTerm';

/**
 * Before the header is live (mount.tsx): a shopper who pressed into the server's search box has the
 * box's module asked for beside the header's code, not once it is live, so their first letters wait
 * for no further round trip (on a phone's network, a whole one).
 */
export function preloadSearchIfFocused(focused: Element): void {
  if (focused.matches(`input[name="${TERM_FIELD}"]`)) preloadAssistModule();
}

const noSubscription = () => () => {};
/** Closed until the machine is here (and in the server's HTML). */
const noView = () => undefined;

export type SearchBoxProps = {
  /** Makes the form the page's search landmark (the masthead's box; the overlay's is inside its dialog). */
  readonly landmark?: boolean;
  readonly autoFocus?: boolean;
  /** A separate history per kind of search; see `searchHistoryKey`. */
  readonly searchType?: string;
};

/**
 * The search form (spec sections 2, 4 and 5). This part is in the closed
 * header's critical JavaScript, so it is only the form: it sends the input's
 * events to the box's state machine (search-machine.ts), which arrives with
 * the assist module on the first focus and decides sanitising, suggestions,
 * history, the keyboard and committing. The server's HTML is a plain GET form
 * to the search page (`searchTerm`, and the header's custom tags), which works before any script; once
 * hydrated, a submit is committed as the spec says (history, analytics),
 * falling back to that GET if the module cannot load.
 */
export function SearchBox({ landmark = false, autoFocus = false, searchType }: SearchBoxProps) {
  const config = useHeaderConfig();
  const store = useStore();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>();
  // The machine, once here: one per box, made outside React's updaters (it asks for the shopper's
  // token), and fed the box's events from then on, before the render that shows its popup.
  const made = useRef<Loaded>(undefined);
  // Enabled in the server's HTML, where no script can enable it and a disabled default button would
  // stop Enter submitting. Once hydrated: "enabled only when the term has changed or is non-empty"
  // (spec section 2), counting what was typed before the script arrived.
  const [changed, setChanged] = useState(true);
  useLayoutEffect(() => setChanged(input.current?.value !== ''), []);
  // A box that takes focus as it mounts (the phone's overlay) has a region no screen reader knows yet.
  const regionKnown = useRegionKnown(!autoFocus);
  const assist = loaded?.assist;
  const view = useSyncExternalStore(
    assist?.subscribe ?? noSubscription,
    assist?.getSnapshot ?? noView,
    assist?.getSnapshot ?? noView,
  );
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const expanded = !!view && view.mode !== 'closed';
  /** Every event of the input goes to the box's machine; until it is here, only the form's own behaviour runs. */
  const handle = (event: BoxDomEvent) => {
    const machine = made.current;
    if (!machine) return;
    machine.module.catchUp(machine.assist, input.current);
    machine.assist.handle(event);
  };

  const load = () => {
    loadAssistModule().then(
      (module) => {
        if (made.current) return;
        const assist = module.createAssistFor(config, store, searchType, input);
        made.current = { module, assist };
        // What was typed before the machine came is asked for now, not after the render that shows
        // its popup: that render waits for a frame, and on a page still starting, for its work too.
        module.catchUp(assist, input.current);
        setLoaded(made.current);
      },
      (error: unknown) => config.logger.error('Search suggestions could not load', { error: String(error) }),
    );
  };

  // The server's box may have had the focus before any script ran: no focus event is coming, so the
  // machine loads now, and catches up with what was typed (search-popup.tsx).
  const loadIfFocused = useEffectEvent(() => {
    const field = input.current;
    if (field && field.ownerDocument.activeElement === field) load();
  });
  useEffect(() => loadIfFocused(), []);
  useWarmUp(input, preloadAssistModule);

  return (
    <form
      className={styles.form}
      role={landmark ? 'search' : undefined}
      action={ROUTES.search}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (made.current) return handle(event);
        // Submitted before the box was ever focused: commit once the module is here, or else the plain GET.
        const term = input.current?.value ?? '';
        const form = event.currentTarget;
        loadAssistModule().then(
          (module) => module.commitSearch(config, searchType, term, 'typed'),
          () => form.submit(),
        );
      }}
    >
      <label htmlFor={`${id}input`} className={hidden.visuallyHidden}>
        Search groceries
      </label>
      <div ref={field} className={styles.field}>
        {/* A text input: ARIA in HTML allows role="combobox" on it, not on type="search". Phones still
            show their search keyboard and Enter key (inputMode, enterKeyHint); the clear button is the box's own. */}
        <input
          ref={input}
          id={`${id}input`}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name={TERM_FIELD}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && view.activeIndex >= 0 ? optionId(view.activeIndex) : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={useSearchPlaceholder(input)}
          onFocus={assist ? handle : load}
          onBlur={(event) => {
            // Tab into the open popup's buttons ("Clear all", each remove) keeps the box active.
            if (inPopup(field.current, event.relatedTarget)) return;
            handle(event);
          }}
          onInput={(event) => {
            setChanged(true);
            handle(event);
          }}
          onKeyDown={handle}
        />
        {loaded && (
          <loaded.module.SearchPopup assist={loaded.assist} input={input} listboxId={listboxId} optionId={optionId} />
        )}
        {/* Shown only while there is text: CSS hides it while the placeholder shows. After the popup,
            so Tab from the box reaches the popup's buttons first. */}
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search term"
          onClick={() => {
            const box = input.current;
            if (!box) return;
            setChanged(true);
            // The machine empties the box (and forgets the suggestions); before it is here, the button does.
            const machine = made.current?.assist;
            if (machine) machine.send({ type: 'clear' });
            else box.value = '';
            box.focus();
          }}
        >
          <svg viewBox="0 0 16 16" width="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
        </button>
      </div>
      {/* The list's count (spec section 9). Always here, empty until there is a count (in the server's HTML too):
          screen readers speak changes to a region they already know, not one inserted with its text. */}
      {/* The header's custom tags (spec section 3) go with the plain GET too, before any script. */}
      {config.props.search.customTags.map((tag) => (
        <input key={tag} type="hidden" name={CUSTOM_TAGS_PARAM} value={tag} />
      ))}
      <div role="status" className={hidden.visuallyHidden}>
        {regionKnown ? view?.announcement : null}
      </div>
      {/* "Enabled only when the term has changed or is non-empty" (spec section 2): the box starts empty. */}
      <button type="submit" className={styles.submit} aria-label="Search" disabled={!changed}>
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * How long a new box's live region stays empty. A screen reader speaks changes to a region it
 * already knows; the phone's overlay mounts its box, region and all, and shows the recent searches
 * at once, so their count came 11 ms after the region and was often not spoken.
 */
export const LIVE_REGION_SETTLE_MS = 500;

/** False, unless `knownAlready`, until the box's live region has been in the page for LIVE_REGION_SETTLE_MS. */
function useRegionKnown(knownAlready: boolean): boolean {
  const [known, setKnown] = useState(knownAlready);
  useEffect(() => {
    if (known) return;
    const timer = setTimeout(() => setKnown(true), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return known;
}

/** Whether focus went to the box's popup (a `data-search-popup` element inside its field). */
function inPopup(field: HTMLElement | null, target: EventTarget | null): boolean {
  return target instanceof Element && !!field?.contains(target) && !!target.closest('[data-search-popup]');
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </svg>
  );
}
