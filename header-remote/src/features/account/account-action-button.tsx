import { useStore } from 'jotai';
import { useState, type MouseEvent } from 'react';
import { ROUTES } from '@grocer/shared-contracts';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { NoScriptForm } from '../../ui/no-script-form.tsx';

export type AccountAction = 'sign-out' | 'return-to-admin';

const LABELS: Record<AccountAction, string> = {
  'sign-out': 'Sign out',
  'return-to-admin': 'Return to admin',
};

export const ACCOUNT_ACTION_FAILURES: Record<AccountAction, string> = {
  'sign-out': "Sorry, we couldn't sign you out. Please try again.",
  'return-to-admin': "Sorry, we couldn't return you to admin. Please try again.",
};

const loadActions = () => import(/* webpackChunkName: "account-actions" */ './account-actions.ts');

type Props = {
  readonly action: AccountAction;
  readonly className: string | undefined;
  readonly errorClassName: string | undefined;
};

/**
 * Sign out, or Return to admin for a support user acting for a customer. The
 * call runs from a chunk loaded on first use; while it runs the button stays
 * focusable but inert, and a failure says so next to it. Sign out is also the submit button of a
 * GET form to the log-out page, which ends the session: what a press does if the header's script
 * never comes.
 */
export function AccountActionButton({ action, className, errorClassName }: Props) {
  const store = useStore();
  const config = useHeaderConfig();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const run = async () => {
    if (state === 'busy') return;
    setState('busy');
    let done = false;
    try {
      const actions = await loadActions();
      done = await (action === 'sign-out' ? actions.signOut : actions.returnToAdmin)(store, config);
    } catch (error) {
      config.logger.error(`${LABELS[action]} failed to load`, { error: String(error) });
    }
    // Once done the page is leaving: the button stays busy until it has gone.
    if (!done) setState('failed');
  };

  const button = (
    <button
      type={action === 'sign-out' ? 'submit' : 'button'}
      className={className}
      aria-disabled={state === 'busy' ? true : undefined}
      data-state={state}
      onPointerEnter={() => void loadActions().catch(() => {})}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        void run();
      }}
    >
      {LABELS[action]}
    </button>
  );
  return (
    <>
      {action === 'sign-out' ? <NoScriptForm action={ROUTES.logout}>{button}</NoScriptForm> : button}
      {state === 'failed' ? (
        <p role="alert" className={errorClassName}>
          {ACCOUNT_ACTION_FAILURES[action]}
        </p>
      ) : null}
    </>
  );
}
