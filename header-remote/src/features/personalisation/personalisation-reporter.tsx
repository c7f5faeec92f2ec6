import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { TrolleyQueryResult } from '@grocer/shared-contracts';
import { useHandover } from '../../lib/handover.tsx';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { personalisationPayload } from './personalisation-payload.ts';

/**
 * Sends the trolley to the personalisation service (through `onEvent`, with
 * advertising consent: the emitter decides) when it loads and after every
 * refresh. Renders nothing.
 */
export function PersonalisationReporter() {
  const { emit } = useHeaderConfig();
  const trolley = useAtomValue(trolleyStateAtom);
  const slot = useAtomValue(slotStateAtom);
  const auth = useAtomValue(authStateAtom);
  // Once per loaded trolley: the updating flag and slot changes alone are not a refresh. A header
  // hydrated after its page-load duties starts with the server's trolley sent: they sent it (decision 027).
  const handedOver = useHandover() !== null;
  const sent = useRef<TrolleyQueryResult | null>(handedOver && trolley.status === 'loaded' ? trolley.result : null);

  useEffect(() => {
    if (trolley.status !== 'loaded' || sent.current === trolley.result) return;
    // The slot loads alongside the trolley; wait for it so the first report carries the branch and slot.
    if (slot.status === 'loading') return;
    sent.current = trolley.result;
    emit('personalisation', personalisationPayload(trolley.result, slot, auth));
  }, [trolley, slot, auth, emit]);

  return null;
}
