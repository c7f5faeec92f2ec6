import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { TrolleyItem } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { personalisationPayload } from './personalisation-payload.ts';

/**
 * Sends the trolley to the personalisation service (through `onEvent`, with
 * advertising consent: the emitter decides) when it loads and after every
 * refresh. Renders nothing.
 *
 * The report needs the lines. A header the server rendered starts with the
 * trolley's summary alone (decision 029): its page-load duties report it; a
 * header that hydrated with the page reports at its next trolley load.
 */
export function PersonalisationReporter() {
  const { emit } = useHeaderConfig();
  const trolley = useAtomValue(trolleyStateAtom);
  const slot = useAtomValue(slotStateAtom);
  const auth = useAtomValue(authStateAtom);
  const sent = useRef<readonly TrolleyItem[] | null>(null);

  useEffect(() => {
    // Once per loaded trolley: the updating flag and slot changes alone are not a refresh.
    if (trolley.status !== 'loaded' || trolley.lines === null || sent.current === trolley.lines) return;
    // The slot loads alongside the trolley; wait for it so the first report carries the branch and slot.
    if (slot.status === 'loading') return;
    sent.current = trolley.lines;
    emit('personalisation', personalisationPayload(trolley.lines, slot, auth));
  }, [trolley, slot, auth, emit]);

  return null;
}
