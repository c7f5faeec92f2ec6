import { useId } from 'react';
import { SupportAction } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';
import { SUPPORT_ACTION_TEXT } from './support-action-text.ts';

type Props = {
  /** The kind shown; undefined: every kind. */
  readonly action: SupportAction | undefined;
  readonly onChange: (action: SupportAction | undefined) => void;
};

/** Which kind of support action the audit lists: all of them, or one. */
export function SupportAuditKindFilter({ action, onChange }: Props) {
  const id = useId();
  return (
    <div className={layout.field}>
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        className={layout.input}
        value={action ?? ''}
        onChange={(event) => {
          const chosen = SupportAction.safeParse(event.currentTarget.value);
          onChange(chosen.success ? chosen.data : undefined);
        }}
      >
        <option value="">Every action</option>
        {SupportAction.options.map((kind) => (
          <option key={kind} value={kind}>
            {SUPPORT_ACTION_TEXT[kind]}
          </option>
        ))}
      </select>
    </div>
  );
}
