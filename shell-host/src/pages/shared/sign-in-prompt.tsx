import type { PageProps } from '../page-props.ts';
import { loginUrl } from './login-url.ts';
import layout from './page-layout.module.css';

type Props = Pick<PageProps, 'location'> & { readonly purpose: string; readonly again?: boolean };

/** "Sign in to …": a link to the sign-in page that comes back here. */
export function SignInPrompt({ location, purpose, again = false }: Props) {
  return (
    <p className={layout.message}>
      {again ? 'Your session has ended. ' : null}
      <a className={layout.link} href={loginUrl(location)}>
        Sign in {again ? 'again ' : ''}to {purpose}
      </a>
    </p>
  );
}
