import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { TrolleyItem } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { authStateAtom } from '../../shopping/auth-state.ts';
import { shoppingContextAtom, slotStateAtom, trolleyStateAtom } from '../../shopping/shopping-state.ts';
import { personalisationAllowed, personalisationPayload } from './personalisation-payload.ts';

/** The trolley's lines, for a header that started with the server's summary alone: a chunk with ky, asked for only then. */
const loadLinesChunk = () => import('../../shopping/shopping-calls.ts');

/**
 * Sends the trolley to the personalisation service (through `onEvent`, with
 * advertising consent: the emitter decides) when it loads and after every
 * refresh. Renders nothing.
 *
 * The report needs the lines. A header the server rendered starts with the
 * trolley's summary alone (decision 029): when the report may be sent, its
 * lines are asked for once, into a store of their own, so the header on
 * screen does not change for them.
 */
export function PersonalisationReporter() {
  const config = useHeaderConfig();
  const { emit } = config;
  const trolley = useAtomValue(trolleyStateAtom);
  const slot = useAtomValue(slotStateAtom);
  const auth = useAtomValue(authStateAtom);
  const context = useAtomValue(shoppingContextAtom);
  const sent = useRef<readonly TrolleyItem[] | null>(null);
  const askedForLines = useRef(false);

  useEffect(() => {
    if (trolley.status !== 'loaded' || trolley.lines !== null || askedForLines.current) return;
    if (!auth.isLoggedIn || context.status !== 'loaded' || !personalisationAllowed()) return;
    askedForLines.current = true;
    loadLinesChunk()
      .then(({ loadTrolleyLines }) => loadTrolleyLines(config, auth, context.context))
      .then((lines) => {
        if (lines && sent.current === null) emit('personalisation', personalisationPayload(lines, slot, auth));
      })
      .catch((error: unknown) =>
        config.logger.error('Could not send the personalisation report', { error: String(error) }),
      );
  }, [trolley, slot, auth, context, config, emit]);

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
