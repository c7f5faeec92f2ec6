import { useAtomValue } from 'jotai';
import { ROUTES } from '@grocer/shared-contracts';
import { SITE_LINKS_ROOT_ID } from '@grocer/shared-contracts/domain';
import { useHeaderConfig } from '../../lib/header-config.tsx';
import { loginUrl, registerUrl } from '../../lib/account-urls.ts';
import { usePageUrl } from '../../lib/page-url.ts';
import { menuLinkRootsAtom } from '../../navigation/navigation-state.ts';
import { authStateAtom, signedInDisplayAtom } from '../../shopping/auth-state.ts';
import { accountLinks, linksUnder } from './menu-links.ts';
import styles from './mobile-menu-panel.module.css';

function Entry({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <li>
      <a className={styles.entry} href={href}>
        <span className={styles.entryText}>{children}</span>
      </a>
    </li>
  );
}

/**
 * The account links the compact masthead has no room for, from the
 * taxonomy's signed-in or signed-out account root (decision 024), or the
 * built-in ones without it. Signed out: Sign in (back to this page) and
 * Register. Signed in: My account, My orders, Favourites, and Sign out only
 * when logged in and not signed on as a customer (spec section 6).
 */
export function MenuAccountLinks() {
  const { props } = useHeaderConfig();
  const linkRoots = useAtomValue(menuLinkRootsAtom);
  const signedIn = useAtomValue(signedInDisplayAtom);
  const { isLoggedIn, isSignedOnAsCustomer } = useAtomValue(authStateAtom);
  // The server's page URL while it renders and the browser hydrates, the browser's after.
  const page = usePageUrl();
  const links = accountLinks(linkRoots, {
    signedIn,
    isLoggedIn,
    isSignedOnAsCustomer,
    loginHref: page ? loginUrl(page) : ROUTES.login,
    registerHref: registerUrl(props.services.api, page?.origin ?? null),
  });
  return links.map((link) => (
    <Entry key={link.id} href={link.href}>
      {link.name}
    </Entry>
  ));
}

/** The site links (the top bar is hidden on mobile): Find a store and Customer service, from the taxonomy or built in. */
export function MenuSiteLinks() {
  const linkRoots = useAtomValue(menuLinkRootsAtom);
  return linksUnder(linkRoots, SITE_LINKS_ROOT_ID).map((link) => (
    <Entry key={link.id} href={link.url}>
      {link.name}
    </Entry>
  ));
}
