/**
 * The closed header's controls that hydrate on intent (decision 026): their code is one chunk that a
 * server-rendered header loads when the shopper points at, touches or tabs into the header, not
 * with the page. Until then the server's HTML for them is on the page, as links and forms.
 */
import { AccountLinks } from '../../features/account/account-links.tsx';
import { CheckoutButton } from '../../features/checkout/checkout-button.tsx';
import { LinkBar } from '../../features/link-bar/link-bar.tsx';
import { GroceriesMenu } from '../../features/mega-menu/groceries-menu.tsx';
import { MobileMenuButton } from '../../features/mobile-menu/mobile-menu-button.tsx';
import { MultiSearchLauncher } from '../../features/multi-search/multi-search-launcher.tsx';
import { SeasonalMenuButton } from '../../features/seasonal-menu/seasonal-menu-button.tsx';
import { SlotButton } from '../../features/slot/slot-button.tsx';

export const controls = {
  AccountLinks,
  CheckoutButton,
  GroceriesMenu,
  LinkBar,
  MobileMenuButton,
  MultiSearchLauncher,
  SeasonalMenuButton,
  SlotButton,
} as const;

export type Controls = typeof controls;
export type ControlName = keyof Controls;
