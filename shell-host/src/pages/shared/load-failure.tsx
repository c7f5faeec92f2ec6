import { ServiceCallError } from '../../api/api-client.ts';
import type { PageProps } from '../page-props.ts';
import layout from './page-layout.module.css';
import { SignInPrompt } from './sign-in-prompt.tsx';

type Props = Pick<PageProps, 'location'> & {
  readonly error: unknown;
  /** Completes "Sorry, we couldn't load …", e.g. "your trolley". */
  readonly what: string;
  readonly purpose: string;
  readonly retry: () => void;
};

/** A page's load failed: a refused token asks the shopper to sign in again; anything else can be retried. */
export function LoadFailure({ location, error, what, purpose, retry }: Props) {
  if (error instanceof ServiceCallError && error.status === 401) {
    return <SignInPrompt location={location} purpose={purpose} again />;
  }
  return (
    <div role="alert" className={layout.error}>
      <p>Sorry, we couldn't load {what}.</p>
      <button type="button" className={layout.button} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
