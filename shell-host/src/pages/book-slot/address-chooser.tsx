import { useState } from 'react';
import type { Address } from '@grocer/shared-contracts/domain';
import { AddAddressForm } from './add-address-form.tsx';
import styles from './book-slot-page.module.css';

type Props = {
  readonly addresses: readonly Address[];
  readonly selectedId: string | undefined;
  readonly onSelect: (addressId: string) => void;
  readonly onAdded: (address: Address) => void;
  readonly servicesUrl: string;
  readonly token: string;
  readonly onSignedOut: () => void;
};

export function addressText(address: Address): string {
  return [address.line1, address.line2, address.town, address.postalCode].filter((part) => part !== '').join(', ');
}

/** The shopper's delivery addresses as radio buttons, and a form to add one (open at once when there are none). */
export function AddressChooser({ addresses, selectedId, onSelect, onAdded, servicesUrl, token, onSignedOut }: Props) {
  const [adding, setAdding] = useState(false);
  const formOpen = adding || addresses.length === 0;
  return (
    <div className={styles.place}>
      {addresses.length > 0 ? (
        <fieldset className={styles.addresses}>
          <legend className={styles.legend}>Delivery address</legend>
          {addresses.map((address) => (
            <label key={address.id} className={styles.address}>
              <input
                type="radio"
                name="delivery-address"
                value={address.id}
                checked={address.id === selectedId}
                onChange={() => onSelect(address.id)}
              />
              <span>
                <strong>{address.name}</strong>: {addressText(address)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>Add your address to see the delivery slots for it.</p>
      )}
      {addresses.length > 0 ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={formOpen}
          onClick={() => setAdding((open) => !open)}
        >
          Add a new address
        </button>
      ) : null}
      {formOpen ? (
        <AddAddressForm
          servicesUrl={servicesUrl}
          token={token}
          onSignedOut={onSignedOut}
          onAdded={(address) => {
            setAdding(false);
            onAdded(address);
          }}
        />
      ) : null}
    </div>
  );
}
