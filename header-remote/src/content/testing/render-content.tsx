import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import type { CmsComponent } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { CmsComponents, type CmsComponentsProps } from '../cms-components.tsx';

export const CONTENT_SERVICE = 'http://content.test';

/** CMS components in a header whose content service is CONTENT_SERVICE, with logging on and events caught. */
export function renderContent(components: readonly CmsComponent[], props: Omit<CmsComponentsProps, 'components'> = {}) {
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <HeaderRoot
      input={{ services: { api: 'http://api.test', content: CONTENT_SERVICE }, clientLogging: true, onEvent }}
    >
      <CmsComponents components={components} {...props} />
    </HeaderRoot>,
  );
  return { ...view, user, onEvent };
}

/** The analytics events with this name that reached the host. */
export function analyticsEvents(onEvent: ReturnType<typeof vi.fn<OnHeaderEvent>>, name: string) {
  return onEvent.mock.calls
    .filter(([event, payload]) => event === 'analytics' && (payload as { name: string }).name === name)
    .map(([, payload]) => (payload as { data: Record<string, unknown> }).data);
}
