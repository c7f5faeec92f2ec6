import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

/** What a link that opens a new window carries: no access to this page from the new one, no referrer. */
export const NEW_WINDOW_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** What screen readers hear after a link that opens a new window. */
export const NEW_WINDOW_NOTE = '(opens in a new tab)';

/** Screen readers hear that the link leaves the page in a new tab. */
export function NewWindowNote() {
  return (
    <>
      {' '}
      <VisuallyHidden>{NEW_WINDOW_NOTE}</VisuallyHidden>
    </>
  );
}
