import { useId, useState } from 'react';
import type { FooterGroup as Group } from '@grocer/shared-contracts/domain';
import { FooterLink } from './footer-link.tsx';
import styles from './footer.module.css';

type Props = { readonly group: Group; readonly wide: boolean };

/**
 * One group of the footer taxonomy: a heading and its links. Below md the heading
 * is a disclosure button (WAI-ARIA disclosure pattern), closed at first, so a
 * phone shows the group names and not forty links.
 */
export function FooterGroup({ group, wide }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const shown = wide || open;
  return (
    <section className={styles.group}>
      <h2 className={styles.heading}>
        {wide ? (
          group.name
        ) : (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {group.name}
            {/* Seen, not read: the button's name is the group's name, its state aria-expanded. */}
            <span className={styles.sign} aria-hidden="true">
              {open ? '\u2212' : '+'}
            </span>
          </button>
        )}
      </h2>
      <ul id={listId} className={styles.list} hidden={!shown}>
        {group.links.map((link) => (
          <li key={link.id}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
