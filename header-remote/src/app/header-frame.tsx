import { AccountLinks } from '../features/account/account-links.tsx';
import { AmendBar } from '../features/amend/amend-bar.tsx';
import { AppBanner } from '../features/app-banner/app-banner.tsx';
import { Logo } from '../features/brand/logo.tsx';
import { CheckoutButton } from '../features/checkout/checkout-button.tsx';
import { CrawlerLinks } from '../features/crawler-links/crawler-links.tsx';
import { LinkBar } from '../features/link-bar/link-bar.tsx';
import { GroceriesMenu } from '../features/mega-menu/groceries-menu.tsx';
import { MobileMenuButton } from '../features/mobile-menu/mobile-menu-button.tsx';
import { MultiSearchLauncher } from '../features/multi-search/multi-search-launcher.tsx';
import { PersonalisationReporter } from '../features/personalisation/personalisation-reporter.tsx';
import { HeaderSearch } from '../features/search/header-search.tsx';
import { SeasonalMenuButton } from '../features/seasonal-menu/seasonal-menu-button.tsx';
import { SlotButton } from '../features/slot/slot-button.tsx';
import { TopBar } from '../features/top-bar/top-bar.tsx';
import { TrolleySummary } from '../features/trolley-summary/trolley-summary.tsx';
import { NavigationLoader } from '../navigation/navigation-loader.tsx';
import { ShoppingStateLoader } from '../shopping/shopping-state-loader.tsx';
import { SkipLink } from './skip-link.tsx';
import styles from './header.module.css';

/**
 * The header's fixed frame. Its height is the contract's HEADER_LAYOUT, so it
 * replaces a host's placeholder without moving the page. Feature areas
 * (search, menus, trolley, slot) slot into the masthead and nav row.
 */
export function HeaderFrame() {
  return (
    <>
      <SkipLink />
      <ShoppingStateLoader />
      <NavigationLoader />
      <PersonalisationReporter />
      <HeaderBanner />
      {/* Pinned to the site, outside the header's fixed height. */}
      <AmendBar />
      <AppBanner />
    </>
  );
}

/**
 * The banner itself, showing whatever the store holds. Apart from the loader
 * so stories can show a shopper's state, at any width, without the network.
 */
export function HeaderBanner() {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.masthead}>
        <MobileMenuButton />
        <Logo />
        <div className={styles.searchArea}>
          <HeaderSearch />
          <MultiSearchLauncher />
        </div>
        <AccountLinks />
        <div className={styles.shoppingArea}>
          <SlotButton />
          <TrolleySummary />
          <CheckoutButton />
        </div>
      </div>
      <div className={styles.navRow}>
        <GroceriesMenu />
        <LinkBar />
        {/* Last, so its arrival (it needs its content first) moves none of the links before it. */}
        <SeasonalMenuButton />
      </div>
      <CrawlerLinks />
    </header>
  );
}

/** What shows if a feature crashes while rendering: the skip link and the logo, at the same height. */
export function HeaderFrameFallback() {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.masthead}>
          <Logo />
        </div>
      </header>
    </>
  );
}
