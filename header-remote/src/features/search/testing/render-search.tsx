import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import type { HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../../testing/header-under-test.tsx';

export const API = 'http://api.test';

/**
 * Renders a search component inside a real HeaderRoot (props parsed, client
 * logging on, so the log goes to a spied console), with user-event.
 */
export function renderInHeader(ui: ReactNode, props: Partial<HeaderPropsInput> = {}) {
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <HeaderRoot input={{ services: { api: API }, clientLogging: true, onEvent, ...props }}>{ui}</HeaderRoot>,
  );
  const analytics = () =>
    onEvent.mock.calls.filter(([name]) => name === 'analytics').map(([, payload]) => payload as unknown);
  return { ...view, user, onEvent, analytics, input: () => screen.getByRole('combobox', { name: 'Search groceries' }) };
}

/**
 * The server's HTML of a search component in its HeaderRoot, what the shopper did to it before any
 * script ran (`beforeScript`), then the same tree hydrated over it.
 */
export function hydrateInHeader(ui: ReactNode, beforeScript: (container: HTMLElement) => void) {
  const tree = <HeaderRoot input={{ services: { api: API }, clientLogging: true }}>{ui}</HeaderRoot>;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeScript(container);
  return render(tree, { container, hydrate: true });
}

/**
 * Waits for the box's assist module (loaded on its first focus) and the popup it brings: the box's
 * own parts, the live region included, are there from the first render, so they cannot tell.
 */
export async function assistLoaded(): Promise<void> {
  await act(async () => {
    await import('../search-assist-module.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
