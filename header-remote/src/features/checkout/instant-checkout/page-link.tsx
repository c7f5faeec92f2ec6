import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../../../lib/navigate.ts';

type Props = {
  readonly path: string;
  readonly className: string | undefined;
  /** While an order is being placed: leaving now could leave the shopper unsure whether it was placed. */
  readonly inactive?: boolean;
  readonly children: ReactNode;
};

/**
 * A link to another page of the site. A plain click goes through `navigateTo`
 * (the header's one seam for page loads); a modified click (new tab) is the
 * browser's own.
 */
export function PageLink({ path, className, inactive = false, children }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <a href={path} className={className} aria-disabled={inactive || undefined} onClick={onClick}>
      {children}
    </a>
  );
}
