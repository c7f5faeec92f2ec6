import { isSignedOutError } from '../../api/service-errors.ts';
import type { PageProps } from '../page-props.ts';
import { RetryAlert } from './retry-alert.tsx';
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
  if (isSignedOutError(error)) {
    return <SignInPrompt location={location} purpose={purpose} again />;
  }
  return <RetryAlert message={`Sorry, we couldn't load ${what}.`} retry={retry} />;
}
