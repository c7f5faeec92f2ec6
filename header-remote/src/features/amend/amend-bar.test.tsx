import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnHeaderEvent } from '@grocer/shared-contracts';
import { AMEND_NOTICE_TEXTS } from '@grocer/shared-contracts/domain';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { createShoppingStore } from '../../shopping/testing/shopping-store.ts';
import { AmendBar } from './amend-bar.tsx';
import { amendingStore, amendingTrolley, bookedSlot, type AmendingStoreOptions } from './testing/amend-fixtures.ts';
import { AMEND_BAR_HEIGHT_PROPERTY } from './use-page-padding.ts';

// Tuesday 3 March 2026, 10am in London (GMT).
const NOW = new Date('2026-03-03T10:00:00Z');

function renderBar(options: AmendingStoreOptions = {}, { sitePinBar = true } = {}) {
  const onEvent = vi.fn<OnHeaderEvent>();
  const view = render(
    <HeaderRoot input={{ features: { sitePinBar }, onEvent }} store={amendingStore(options)}>
      <AmendBar />
    </HeaderRoot>,
  );
  return { onEvent, view };
}

const bar = () => screen.queryByRole('region', { name: 'Amending your order' });
/** The bar itself loads lazily: waits until it shows. */
const shownBar = () => screen.findByRole('region', { name: 'Amending your order' });
/** Lets the bar's chunk arrive, so a bar that was (wrongly) on its way would be showing by now. */
const settled = () => act(() => import('./pinned-amend-bar.tsx').then(() => undefined));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Amend bar: when it shows (spec section 4)', () => {
  it('shows, labelled AMENDING, when the flag is on, the trolley is amending and a slot is booked', async () => {
    renderBar();
    const region = await shownBar();
    expect(region).toBeInTheDocument();
    expect(within(region).getByText('AMENDING')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
  });

  it('does not show with the site-pin-bar flag off', async () => {
    renderBar({}, { sitePinBar: false });
    await settled();
    expect(bar()).not.toBeInTheDocument();
  });

  it('does not show when the trolley is not amending', async () => {
    renderBar({ amending: false });
    await settled();
    expect(bar()).not.toBeInTheDocument();
  });

  it('does not show without a slot', async () => {
    renderBar({ reservation: null });
    await settled();
    expect(bar()).not.toBeInTheDocument();
  });

  it('does not show while the trolley or the slot is loading, or after either failed', async () => {
    const states = [
      { trolley: { status: 'loading' as const }, slot: bookedSlot() },
      { trolley: { status: 'error' as const, message: 'Boom' }, slot: bookedSlot() },
      { trolley: amendingTrolley(), slot: { status: 'loading' as const } },
      { trolley: amendingTrolley(), slot: { status: 'error' as const } },
    ];
    for (const state of states) {
      const { unmount } = render(
        <HeaderRoot input={{ features: { sitePinBar: true } }} store={createShoppingStore(state)}>
          <AmendBar />
        </HeaderRoot>,
      );
      await settled();
      expect(bar()).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('Amend bar: messages (spec section 5)', () => {
  it('gives the cut-off time when it is today', async () => {
    renderBar({ reservation: { amendOrderCutoffDateTime: '2026-03-03T17:00:00.000Z' } });
    await shownBar();
    expect(bar()).toHaveTextContent('You can amend your order until 5pm today');
  });

  it('gives the cut-off time and date when it is a later day', async () => {
    renderBar({ reservation: { amendOrderCutoffDateTime: '2026-03-04T23:30:00.000Z' } });
    await shownBar();
    expect(bar()).toHaveTextContent('You can amend your order until 12AM at the end of the day on Wednesday 4 March');
  });

  it('gives midnight on 15 December for a Christmas entertaining slot (20–24 December)', async () => {
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    renderBar({
      containsEntertainingLines: true,
      reservation: {
        slotType: 'ENTERTAINING_COLLECTION',
        startDateTime: '2026-12-22T10:00:00.000Z',
        endDateTime: '2026-12-22T12:00:00.000Z',
        amendOrderCutoffDateTime: '2026-12-20T10:00:00.000Z',
      },
    });
    await shownBar();
    expect(bar()).toHaveTextContent(
      'You can amend your order until 12AM at the start of the day on Tuesday 15 December',
    );
  });

  it('asks to check individual notice times for an entertaining-only order', async () => {
    renderBar({ containsEntertainingLines: true, reservation: { slotType: 'ENTERTAINING_COLLECTION' } });
    await shownBar();
    expect(bar()).toHaveTextContent(
      'Entertaining only: check individual notice times for when you can amend your order',
    );
    expect(bar()).not.toHaveTextContent('You can amend your order until');
  });

  it('says notice times vary for a mixed groceries and entertaining order', async () => {
    renderBar({ containsEntertainingLines: true, reservation: { slotType: 'GROCERY_COLLECTION' } });
    await shownBar();
    expect(bar()).toHaveTextContent(AMEND_NOTICE_TEXTS.mixed);
    expect(bar()).toHaveTextContent('notice times vary');
  });

  it('keeps the bar, without a cut-off sentence, once the cut-off has passed', async () => {
    renderBar({ reservation: { amendOrderCutoffDateTime: '2026-03-03T09:00:00.000Z' } });
    await shownBar();
    expect(bar()).toBeInTheDocument();
    expect(bar()).not.toHaveTextContent('You can amend');
  });
});

describe('Amend bar: layout', () => {
  it('is fixed outside the header, and publishes its height for pages while shown', async () => {
    const { view } = renderBar();
    await shownBar();
    expect(document.documentElement.style.getPropertyValue(AMEND_BAR_HEIGHT_PROPERTY)).toMatch(/^\d+px$/);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue(AMEND_BAR_HEIGHT_PROPERTY)).toBe('');
  });

  it('has no axe violations', async () => {
    renderBar();
    await shownBar();
    await expectNoAxeViolations(document.body);
  });
});
