import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { slotPageUrl } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import { slotViewAtom } from './slot-view.ts';
import { BookedSlotButton } from './booked-slot.tsx';
import styles from './slot-button.module.css';

/** Where "Book a slot" (and "Slot", on an error) go: service selection, to choose delivery or collection. */
function SlotLink({ text }: { readonly text: string }) {
  return (
    <a className={styles.slotLink} href={slotPageUrl(undefined)}>
      <CalendarIcon className={styles.icon} />
      <span className={styles.linkText}>{text}</span>
    </a>
  );
}

/** The width of the button, busy, while the slot loads: nothing moves when it arrives. */
function SlotLoading() {
  return (
    <span className={styles.loading} role="status" aria-busy="true">
      <CalendarIcon className={styles.icon} />
      <span className={styles.linkText}>Loading your slot</span>
    </span>
  );
}

/**
 * The header's slot button (spec sections 2 and 4): "Book a slot" when none,
 * "Slot" on an error, the booked slot's date and time otherwise, with its
 * details panel. After a cancel, focus moves to whatever the button became.
 */
export function SlotButton() {
  const view = useAtomValue(slotViewAtom);
  const store = useStore();
  const config = useHeaderConfig();
  const area = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterReload = useRef(false);
  const lifetime = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const status = view.status;
  /** Which slot is shown: a reload may go straight from one booked slot to another (no 'loading' rendered). */
  const shown = view.status === 'booked' ? `booked:${view.reservation.id}` : status;
  useEffect(() => {
    if (shown === 'loading' || !focusAfterReload.current) return;
    focusAfterReload.current = false;
    area.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown]);

  const cancel = useCallback(
    async (slotReservationId: string) => {
      const { cancelSlot } = await import(/* webpackChunkName: "slot-cancel" */ './cancel-slot.ts');
      const signal = lifetime.current?.signal ?? AbortSignal.abort();
      focusAfterReload.current = true;
      try {
        await cancelSlot(store, config, slotReservationId, signal);
      } catch (error) {
        focusAfterReload.current = false;
        throw error;
      }
      setAnnouncement('Your slot has been cancelled.');
    },
    [store, config],
  );

  return (
    <div ref={area} className={styles.slotArea} data-state={status}>
      {status === 'none' ? <SlotLink text="Book a slot" /> : null}
      {status === 'error' ? <SlotLink text="Slot" /> : null}
      {status === 'loading' ? <SlotLoading /> : null}
      {view.status === 'booked' ? (
        <ErrorBoundary
          fallback={<SlotLink text="Slot" />}
          onError={(error) => {
            config.logger.error('The booked slot failed to load or render', { error: String(error) });
            config.emit('header_error', { code: 'slot_failed', message: String(error) });
          }}
        >
          <BookedSlotButton key={view.reservation.id} slot={view} onCancel={cancel} />
        </ErrorBoundary>
      ) : null}
      <span className={styles.announcement} role="status">
        {announcement}
      </span>
    </div>
  );
}
