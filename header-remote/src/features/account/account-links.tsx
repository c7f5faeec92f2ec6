import { useAtomValue } from 'jotai';
import { signedInDisplayAtom } from '../../shopping/auth-state.ts';
import { SignedInLinks } from './signed-in-links.tsx';
import { SignedOutLinks } from './signed-out-links.tsx';
import styles from './account-links.module.css';

/**
 * The header's account links: signed in (or a token session still being
 * confirmed, so a signed-in shopper never sees "Sign in" flicker) or signed out.
 */
export function AccountLinks() {
  const signedIn = useAtomValue(signedInDisplayAtom);
  return (
    <nav className={styles.links} aria-label="Your account">
      {signedIn ? <SignedInLinks /> : <SignedOutLinks />}
    </nav>
  );
}
