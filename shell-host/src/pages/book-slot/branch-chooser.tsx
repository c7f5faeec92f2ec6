import { useId } from 'react';
import type { Branch } from '@grocer/shared-contracts/domain';
import styles from './book-slot-page.module.css';

type Props = {
  readonly branches: readonly Branch[];
  readonly selectedId: string | undefined;
  readonly onSelect: (branchId: string) => void;
};

/** The branches offering this collection service; choosing one shows its slots. */
export function BranchChooser({ branches, selectedId, onSelect }: Props) {
  const id = useId();
  const selected = branches.find((branch) => branch.id === selectedId);
  return (
    <div className={styles.place}>
      <label htmlFor={id} className={styles.legend}>
        Collection branch
      </label>
      <select
        id={id}
        className={styles.select}
        value={selectedId ?? ''}
        onChange={(event) => onSelect(event.currentTarget.value)}
      >
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
      {selected ? (
        <p className={styles.branchAddress}>
          {selected.contactDetails.address1}, {selected.contactDetails.city}, {selected.contactDetails.postcode}
        </p>
      ) : null}
    </div>
  );
}
