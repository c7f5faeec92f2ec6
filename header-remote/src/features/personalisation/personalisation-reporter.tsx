import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { TrolleyItem } from '@grocer/shared-contracts';
import { useHandover } from '../../lib/handover.tsx';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { personalisationAllowed, personalisationPayload } from './personalisation-payload.ts';

/**
 * Sends the trolley to the personalisation service (through `onEvent`, with
 * advertising consent: the emitter decides) when it loads and after every
 * refresh. Renders nothing.
 *
 * The report needs the lines. A header the server rendered starts with the
 * trolley's summary alone (decision 029): its page-load duties reported it,
 * or, when the header hydrated with the page and they did not run, the lines
 * are asked for here once.
 */
export function PersonalisationReporter() {
  const store = useStore();
  const config = useHeaderConfig();
  const { emit } = config;
  const trolley = useAtomValue(trolleyStateAtom);
  const slot = useAtomValue(slotStateAtom);
  const auth = useAtomValue(authStateAtom);
  const handedOver = useHandover() !== null;
  const sent = useRef<readonly TrolleyItem[] | null>(null);
  const askedForLines = useRef(handedOver);

  useEffect(() => {
    if (trolley.status !== 'loaded') return;
    if (trolley.lines === null) {
      if (askedForLines.current) return;
      askedForLines.current = true;
      if (!personalisationAllowed()) return;
      void import('../../shopping/start-shopping-state.ts')
        .then(({ loadTrolley }) => loadTrolley(store, config, new AbortController().signal))
        .catch((error: unknown) =>
          config.logger.error('Could not send the personalisation report', { error: String(error) }),
        );
      return;
    }
    // Once per loaded trolley: the updating flag and slot changes alone are not a refresh.
    if (sent.current === trolley.lines) return;
    // The slot loads alongside the trolley; wait for it so the first report carries the branch and slot.
    if (slot.status === 'loading') return;
    sent.current = trolley.lines;
    emit('personalisation', personalisationPayload(trolley.lines, slot, auth));
  }, [trolley, slot, auth, emit, store, config]);

  return null;
}
