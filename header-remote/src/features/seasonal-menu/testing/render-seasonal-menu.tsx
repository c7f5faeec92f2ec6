import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { sampleSeasonalContent } from '@grocer/shared-contracts/cms-builders';
import { HeaderRoot } from '../../../testing/header-under-test.tsx';
import type { LoadState, SeasonalMenu } from '../../../navigation/navigation-state.ts';
import { seedNavigation } from '../../../navigation/testing/navigation-fixtures.ts';
import { SeasonalMenuButton } from '../seasonal-menu-button.tsx';

/**
 * The seasonal menu button in a header whose store holds `seasonal`, in a
 * nav row (which the panel hangs from), with focusable page content either side.
 */
export function renderSeasonalMenu(
  seasonal: LoadState<SeasonalMenu | null> = { status: 'loaded', value: sampleSeasonalContent() },
) {
  const store = seedNavigation(createStore(), { seasonal });
  const onEvent = vi.fn<OnHeaderEvent>();
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Before the header</button>
      <HeaderRoot input={{ services: { api: 'http://api.test' }, clientLogging: true, onEvent }} store={store}>
        <div data-testid="nav-row" style={{ position: 'relative', display: 'flex', height: 49 }}>
          <SeasonalMenuButton />
        </div>
      </HeaderRoot>
      <p>Page text</p>
      <button type="button">After the header</button>
    </>,
  );
  return { ...view, user, onEvent, store };
}

/** The panel the seasonal button controls (hidden or not). */
export function seasonalPanel(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The seasonal button controls no element');
  return panel;
}

/** The panel's content loads on first use: resolves once its "Shop all" link shows. */
export function panelContentShown(title = 'Christmas') {
  return screen.findByRole('link', { name: `Shop all ${title}` });
}
