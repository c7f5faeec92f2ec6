import { useEffect, useMemo, useState, type RefObject } from 'react';
import {
  HEADER_HYDRATED_ATTRIBUTE,
  HEADER_SSR_ATTRIBUTE,
  mayEmit,
  type HeaderEventMap,
} from '@grocer/shared-contracts';
import { readConsent } from '../../lib/consent.ts';
import type { Emit } from '../../lib/emitter.ts';
import type { HeaderConfig } from '../../lib/header-config.tsx';
import { serviceBase } from '../../lib/service-calls.ts';
import { vitalsContext } from './vitals-context.ts';
import { createVitalsQueue, type VitalsQueue } from './vitals-queue.ts';
import { eventsFromHeaderError } from './vitals-rules.ts';

/** The web-vitals library and its observers: asked for when the page is idle, with consent. */
const loadWatcher = () => import(/* webpackChunkName: "header-vitals" */ './watch-page-vitals.ts');

/** Analytics consent, the one rule the header's analytics events follow (EVENT_CONSENT), read at each use. */
const consented = () => mayEmit('vitals', readConsent());

/**
 * Runs `start` at an idle moment after the page's load. Not lib/when-page-idle.ts: importing it
 * here too would move it into the chunk the mount expose shares with the live header, and the
 * closed header's critical path would grow by webpack's wrapping (decision 042).
 */
function afterLoadWhenIdle(start: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 5_000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const timer = setTimeout(start, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/** Calls `live` once the header in `root` is live: when its element is marked hydrated, or at once for one drawn in the browser. */
function whenLive(root: Element, live: () => void): () => void {
  const element = root.closest(`[${HEADER_SSR_ATTRIBUTE}]`);
  if (!element || element.hasAttribute(HEADER_HYDRATED_ATTRIBUTE)) {
    live();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!element.hasAttribute(HEADER_HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    live();
  });
  observer.observe(element, { attributes: true, attributeFilter: [HEADER_HYDRATED_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The header's real-user vitals (issue 38, decision 042): what it costs the page and what its
 * boundaries caught, sent in batches with `sendBeacon` as the page is hidden and given to the page
 * as the `vitals` event, only with analytics consent. Returns the header's config with its event
 * outlet tapped, so every `header_error` a boundary reports is counted too.
 */
export function useVitals(config: HeaderConfig, input: unknown, root: RefObject<Element | null>): HeaderConfig {
  const { props, emit } = config;
  const [queue] = useState((): VitalsQueue =>
    createVitalsQueue(() => vitalsContext(input, window.location), {
      allowed: consented,
      send: (body) => {
        const url = new URL('v1/vitals', new URL(serviceBase(props.services.api), window.location.href));
        navigator.sendBeacon(url, body);
      },
      // Through the header's own outlet, which holds it back without consent too.
      give: (batch) => emit('vitals', batch),
    }),
  );

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let stopWatching = () => {};
    let stopped = false;
    const stopLive = whenLive(element, () =>
      queue.measure('hydration', { metric: 'hydration', value: Math.min(performance.now(), 60_000), fromHeader: true }),
    );
    const cancelIdle = afterLoadWhenIdle(() => {
      if (!consented()) return;
      loadWatcher().then(
        ({ watchPageVitals }) => {
          if (!stopped) stopWatching = watchPageVitals(queue.measure);
        },
        () => queue.count({ kind: 'remote_load_failure', component: 'vitals' }),
      );
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') queue.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', queue.flush);
    return () => {
      stopped = true;
      stopLive();
      cancelIdle();
      stopWatching();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', queue.flush);
      queue.flush();
    };
  }, [queue, root]);

  return useMemo(() => {
    const tapped: Emit = (name, payload) => {
      if (name === 'header_error') {
        const { code, message } = payload as HeaderEventMap['header_error'];
        for (const event of eventsFromHeaderError(code, message)) queue.count(event);
      }
      emit(name, payload);
    };
    return { ...config, emit: tapped };
  }, [config, emit, queue]);
}
