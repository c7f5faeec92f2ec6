import type { ReactNode } from 'react';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';

type Props = {
  readonly onEvent?: OnHeaderEvent;
  /** The width the content gets, as in a menu column (e.g. 320) or a page (default 1200). */
  readonly width?: number;
  readonly children: ReactNode;
};

/**
 * Content as the header shows it, for stories: inside a header whose services
 * are on the page's own origin, so fixture images (`/favicon.svg`) load.
 */
export function ContentStoryFrame({ onEvent, width = 1200, children }: Props) {
  return (
    <HeaderRoot input={{ services: { api: '/' }, onEvent }}>
      <div style={{ boxSizing: 'border-box', maxWidth: width, padding: 24 }}>{children}</div>
    </HeaderRoot>
  );
}
