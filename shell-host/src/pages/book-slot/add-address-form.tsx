import { useId, useState, type FormEvent } from 'react';
import { NewAddress, type Address } from '@grocer/shared-contracts/domain';
import { addAddress } from '../../api/slots-places.ts';
import { isSignedOutError, serviceErrorCode } from '../../api/service-errors.ts';
import layout from '../shared/page-layout.module.css';
import styles from './book-slot-page.module.css';

type Field = 'name' | 'line1' | 'line2' | 'town' | 'region' | 'postalCode';

const FIELDS: readonly { name: Field; label: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'name', label: 'Address name, such as Home', autoComplete: 'off' },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', optional: true },
  { name: 'town', label: 'Town or city', autoComplete: 'address-level2' },
  { name: 'region', label: 'County (optional)', autoComplete: 'address-level1', optional: true },
  { name: 'postalCode', label: 'Postcode', autoComplete: 'postal-code' },
];

export const ADDRESS_MESSAGES: Readonly<Record<Field, string>> = {
  name: 'Enter a name for this address, up to 60 characters',
  line1: 'Enter the first line of the address, up to 80 characters',
  line2: 'Keep the second line to 80 characters',
  town: 'Enter a town or city, up to 50 characters',
  region: 'Keep the county to 50 characters',
  postalCode: 'Enter a UK postcode, such as SW1A 1AA',
};

const FAILED = {
  limit: "You've saved as many addresses as we can keep. Please use one of them.",
  other: "Sorry, we couldn't save this address. Please try again.",
};

type Props = {
  readonly servicesUrl: string;
  readonly token: string;
  readonly onAdded: (address: Address) => void;
  readonly onSignedOut: () => void;
};

/** A small form for a new delivery address, checked with the contract's NewAddress before it is sent. */
export function AddAddressForm({ servicesUrl, token, onAdded, onSignedOut }: Props) {
  const id = useId();
  const [errors, setErrors] = useState<ReadonlySet<Field>>(new Set());
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const data = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    const parsed = NewAddress.safeParse(input);
    if (!parsed.success) {
      setErrors(new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)));
      setFormError('');
      return;
    }
    setErrors(new Set());
    setFormError('');
    setSaving(true);
    try {
      onAdded(await addAddress({ servicesUrl, token }, parsed.data));
    } catch (error) {
      if (isSignedOutError(error)) {
        onSignedOut();
        return;
      }
      console.warn('[shell] could not add an address', error);
      setFormError(serviceErrorCode(error) === 'address_limit_reached' ? FAILED.limit : FAILED.other);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.addressForm} noValidate aria-label="Add a new address" onSubmit={(e) => void submit(e)}>
      {formError ? (
        <p role="alert" className={layout.error}>
          {formError}
        </p>
      ) : null}
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const invalid = errors.has(field.name);
        return (
          <div key={field.name} className={layout.field}>
            <label htmlFor={inputId}>{field.label}</label>
            <input
              id={inputId}
              name={field.name}
              className={styles.input}
              autoComplete={field.autoComplete}
              required={!field.optional}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${inputId}-error` : undefined}
            />
            {invalid ? (
              <p id={`${inputId}-error`} className={layout.fieldError}>
                {ADDRESS_MESSAGES[field.name]}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={layout.button} aria-disabled={saving}>
        {saving ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
