import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { RETURN_TO_PARAM, withReturnTo } from '../book-slot/return-to.ts';
import { SERVICE_CHOICES } from './service-choices.ts';
import styles from './service-selection-page.module.css';

/**
 * /ecom/serviceselection: how the shopper wants their shopping. Each choice
 * opens its slot page, passing on `returnTo` so booking comes back to where
 * the shopper started (checkout, for instance).
 */
export function ServiceSelectionPage({ location }: PageProps) {
  const returnTo = new URLSearchParams(location.search).get(RETURN_TO_PARAM);
  return (
    <>
      <h1 className={layout.heading}>Choose delivery or collection</h1>
      <p className={layout.message}>Choose how you'd like your shopping, then book a slot.</p>
      <nav aria-label="Delivery and collection services">
        <ul className={styles.choices}>
          {SERVICE_CHOICES.map((choice) => (
            <li key={choice.name} className={styles.choice}>
              <a className={styles.link} href={withReturnTo(choice.path, returnTo)}>
                {choice.name}
              </a>
              <p className={styles.description}>{choice.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
