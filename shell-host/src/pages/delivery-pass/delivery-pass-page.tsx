import { ROUTES } from '@grocer/shared-contracts';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';

/**
 * The two delivery pass pages the header's Delivery Pass link opens: the
 * shopper's active pass (/ecom/myaccount/delivery-pass, status ACTIVE) and the
 * pass they could buy (/ecom/delivery-pass, status AVAILABLE). Kept plain.
 */
export function DeliveryPassPage({ location }: Pick<PageProps, 'location'>) {
  const active = location.pathname.replace(/\/$/, '') === ROUTES.activeDeliveryPass;
  return (
    <>
      <h1 className={layout.heading}>{active ? 'Your delivery pass' : 'Delivery pass'}</h1>
      <p className={layout.message}>
        {active
          ? 'Your delivery pass is active: your deliveries are included.'
          : 'A delivery pass is available to you: one payment covers your deliveries.'}
      </p>
      <nav aria-label="Delivery pass">
        <ul>
          <li>
            <a className={layout.link} href={ROUTES.bookDeliverySlot}>
              Book a delivery slot
            </a>
          </li>
          <li>
            <a className={layout.link} href={ROUTES.myAccount}>
              Back to my account
            </a>
          </li>
        </ul>
      </nav>
    </>
  );
}
