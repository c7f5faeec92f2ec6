import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { setShopperSession } from '../../api/shopper-session.ts';
import { signOut } from '../../api/sign-in.ts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { useTokenSessionIndicator } from '../shared/request-cookies.ts';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useShopperSession } from '../shared/use-shopper-session.ts';

type Props = PageProps & {
  /** Reloads the page; tests pass their own. */
  readonly replace?: (path: string) => void;
};

type Phase = 'signing-out' | 'signed-out' | 'failed';

/** Marks the reload after signing out, so it happens once. */
export const SIGNED_OUT_MARK = 'signedOut';

const replaceLocation = (path: string) => window.location.replace(path);

/**
 * /ecom/log-out: ends the session (POST /v1/auth/sign-out with the cookies,
 * which clears them), then says so. The header on this page asked for its
 * token at the same moment, so it may still show the shopper signed in: when
 * a session was ended, the page loads once more, and every part of it agrees.
 */
export function LogOutPage({ location, servicesUrl, replace = replaceLocation }: Props) {
  const session = useShopperSession(servicesUrl ?? '');
  const hasSessionCookie = useTokenSessionIndicator();
  const [phase, setPhase] = useState<Phase>('signing-out');
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const reloaded = new URLSearchParams(location.search).has(SIGNED_OUT_MARK);
  // No session and no session cookie: nothing to end (the reload after signing out lands here).
  const nothingToEnd = session.status === 'signed-out' && !hasSessionCookie;

  useEffect(() => {
    // Without services there is nothing to call: the page shows the failure as it renders.
    if (servicesUrl === undefined || session.status === 'loading' || nothingToEnd) return;
    if (started.current === attempt) return;
    // Once per attempt, Strict Mode's second effect run included.
    started.current = attempt;
    const token = session.status === 'signed-in' ? session.session.token : undefined;
    signOut(servicesUrl, token).then(
      () => {
        setShopperSession(servicesUrl, null);
        if (token !== undefined && !reloaded) replace(`${ROUTES.logout}?${SIGNED_OUT_MARK}`);
        else setPhase('signed-out');
      },
      (error: unknown) => {
        console.warn('[shell] sign-out failed', error);
        setPhase('failed');
      },
    );
  }, [session, servicesUrl, attempt, reloaded, replace, nothingToEnd]);

  if (phase === 'signed-out' || nothingToEnd) {
    return (
      <>
        <h1 className={layout.heading}>You have signed out</h1>
        <p className={layout.message}>
          <a className={layout.link} href={ROUTES.root}>
            Go to groceries home
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className={layout.heading}>Signing out</h1>
      {phase === 'failed' || servicesUrl === undefined ? (
        <RetryAlert
          message="Sorry, we couldn't sign you out. Please try again."
          retry={() => {
            setPhase('signing-out');
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <p role="status" className={layout.message}>
          Signing you out…
        </p>
      )}
    </>
  );
}
