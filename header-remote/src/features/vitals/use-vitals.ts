import { useEffect, useMemo, useState } from 'react';
import type { HeaderEventMap } from '@grocer/shared-contracts';
import { mayEmit } from '@grocer/shared-contracts/domain';
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

/**
 * The header's real-user vitals (decision 042): what it costs the page and what its
 * boundaries caught, sent in batches with `sendBeacon` as the page is hidden and given to the page
 * as the `vitals` event, only with analytics consent. Returns the header's config with its event
 * outlet tapped, so every `header_error` a boundary reports is counted too.
 */
export function useVitals(config: HeaderConfig, input: unknown): HeaderConfig {
  const { props, emit } = config;
  const [queue] = useState((): VitalsQueue =>
    createVitalsQueue(() => vitalsContext(input, window.location), {
      allowed: consented,
      send: (body) => {
        // A browser without it sends nothing: a page is never kept waiting as it goes.
        if (typeof navigator.sendBeacon !== 'function') return;
        const url = new URL('v1/vitals', new URL(serviceBase(props.services.api), window.location.href));
        navigator.sendBeacon(url, body);
      },
      // Through the header's own outlet, which holds it back without consent too.
      give: (batch) => emit('vitals', batch),
    }),
  );

  useEffect(() => {
    let stopWatching = () => {};
    let stopped = false;
    // The header's first commit in the browser: the one in which mount.tsx's MarkHydrated, just above
    // it, marks a server-rendered header hydrated (its effect runs right after this one), or in
    // which a header drawn in the browser first shows. From the page's navigation, in milliseconds.
    queue.measure('hydration', { metric: 'hydration', value: Math.min(performance.now(), 60_000), fromHeader: true });
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
    // On window, bubbling: after the web-vitals library's own listeners (window, capturing) have
    // reported the values that stand as the page hides.
    window.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', queue.flush);
    return () => {
      stopped = true;
      cancelIdle();
      stopWatching();
      window.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', queue.flush);
      queue.flush();
    };
  }, [queue]);

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
