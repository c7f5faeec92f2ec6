import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AMEND_NOTICE_TEXTS, amendNotice, type SlotReservation } from '@grocer/shared-contracts/domain';
import { HeaderRoot } from '../../testing/header-under-test.tsx';
import { installFetch } from '../../../../test-support/fake-network.ts';
import { fakeShoppingServices, respond, type Answer } from '../../shopping/testing/fake-shopping-services.ts';
import { AmendBar } from './amend-bar.tsx';
import {
  amendingStore,
  daysFromNow,
  nextChristmasSlotStart,
  type AmendingStoreOptions,
} from './testing/amend-fixtures.ts';

type StoryArgs = AmendingStoreOptions & { readonly onEvent: () => void };

/** A page behind the bar, padded by the bar's published height as page teams are asked to do. */
function AmendBarStory({ onEvent, ...options }: StoryArgs) {
  return (
    <>
      <HeaderRoot
        input={{ features: { sitePinBar: true }, services: { api: 'https://api.fernleaf.example' }, onEvent }}
        store={amendingStore(options)}
      >
        <AmendBar />
      </HeaderRoot>
      <main style={{ padding: 24, paddingBottom: 'var(--header-amend-bar-height, 0px)', fontFamily: 'system-ui' }}>
        <h1>Your trolley</h1>
        <p>The page scrolls behind the bar, which stays pinned to the bottom of the window.</p>
      </main>
    </>
  );
}

const now = new Date();
/** The slot facts each story books, relative to today so the cut-offs stay in the future. */
const delivery = (cutoff: string): Partial<SlotReservation> => ({
  slotType: 'DELIVERY',
  startDateTime: daysFromNow(now, 3, 9),
  endDateTime: daysFromNow(now, 3, 10),
  amendOrderCutoffDateTime: cutoff,
});

const meta = {
  title: 'Header/Amend bar',
  component: AmendBarStory,
  args: { onEvent: fn() },
  // Nothing reaches a real network: the services are faked (the discard call answers per story).
  beforeEach: () => installServices({ data: { cancelAmendOrder: { failures: [] } } }),
} satisfies Meta<typeof AmendBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function installServices(cancelAnswer: Answer<unknown>): () => void {
  return installFetch(
    fakeShoppingServices({
      handlers: {
        'POST /graph/live': ({ url }) =>
          respond(url.searchParams.get('tag') === 'cancel-amend-order' ? cancelAnswer : undefined),
      },
    }),
  );
}

/** The bar itself loads lazily once it is to show: waits for it. */
const bar = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Amending your order' });

/** The text the contracts give for these slot facts at the current time. */
function expectedText(args: StoryArgs, reservation: Partial<SlotReservation>): string {
  const notice = amendNotice(
    {
      slotType: reservation.slotType ?? 'DELIVERY',
      startDateTime: reservation.startDateTime ?? '',
      amendOrderCutoffDateTime: reservation.amendOrderCutoffDateTime ?? '',
      containsEntertainingLines: args.containsEntertainingLines ?? false,
    },
    new Date(),
  );
  return notice?.text ?? '';
}

const laterDay = delivery(daysFromNow(now, 2, 23));
/** A grocery order: "You can amend your order until {time} on {date}". */
export const CutoffOnADate: Story = {
  args: { reservation: laterDay },
  play: async ({ args, canvasElement }) => {
    const region = await bar(canvasElement);
    await expect(within(region).getByText('AMENDING')).toBeVisible();
    const text = expectedText(args, laterDay);
    await expect(text).toMatch(
      /^You can amend your order until (\S+|12AM at the end of the day) on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/,
    );
    await expect(region).toHaveTextContent(text);
  },
};

const laterToday = delivery(new Date(now.getTime() + 60_000).toISOString());
/** The cut-off is later today: "You can amend your order until {time} today". */
export const CutoffToday: Story = {
  args: { reservation: laterToday },
  play: async ({ args, canvasElement }) => {
    const text = expectedText(args, laterToday);
    await expect(text).toMatch(/^You can amend your order until /);
    await expect(await bar(canvasElement)).toHaveTextContent(text);
  },
};

const christmas: Partial<SlotReservation> = {
  slotType: 'ENTERTAINING_COLLECTION',
  startDateTime: nextChristmasSlotStart(now),
  endDateTime: nextChristmasSlotStart(now),
  amendOrderCutoffDateTime: nextChristmasSlotStart(now),
};
/** A Christmas entertaining slot (20–24 December): the cut-off is midnight on 15 December. */
export const ChristmasEntertaining: Story = {
  args: { containsEntertainingLines: true, reservation: christmas },
  play: async ({ canvasElement }) => {
    await expect(await bar(canvasElement)).toHaveTextContent(
      /^AMENDINGYou can amend your order until 12AM at the start of the day on [A-Z][a-z]+day 15 December/,
    );
  },
};

/** An entertaining collection: items need different notice, so the shopper is asked to check. */
export const EntertainingOnly: Story = {
  args: { containsEntertainingLines: true, reservation: { slotType: 'ENTERTAINING_COLLECTION' } },
  play: async ({ canvasElement }) => {
    await expect(await bar(canvasElement)).toHaveTextContent(AMEND_NOTICE_TEXTS.entertainingOnly);
  },
};

/** Groceries and entertaining together: notice times vary. */
export const Mixed: Story = {
  args: {
    containsEntertainingLines: true,
    reservation: { ...delivery(daysFromNow(now, 2, 23)), slotType: 'GROCERY_COLLECTION' },
  },
  play: async ({ canvasElement }) => {
    await expect(await bar(canvasElement)).toHaveTextContent(AMEND_NOTICE_TEXTS.mixed);
  },
};

/** Past the cut-off the bar stays (the order is still being amended) with nothing to promise. */
export const CutoffPassed: Story = {
  args: { reservation: delivery(daysFromNow(now, -1, 12)) },
  play: async ({ canvasElement }) => {
    await expect(await bar(canvasElement)).not.toHaveTextContent('You can amend');
    await expect(within(await bar(canvasElement)).getByRole('button', { name: 'Discard changes' })).toBeVisible();
  },
};

/** Below 992px: the label above the message and a short "Discard" button (still named "Discard changes"). */
export const Mobile: Story = {
  args: { reservation: laterDay },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(await bar(canvasElement)).getByRole('button', { name: 'Discard changes' })).toBeVisible();
  },
};

async function openConfirmation(canvasElement: HTMLElement) {
  await userEvent.click(within(await bar(canvasElement)).getByRole('button', { name: 'Discard changes' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Discard your changes?' });
}

/** Discard asks first: the cancel-changes confirmation. Confirming would cancel the amend and reload the page. */
export const DiscardConfirmation: Story = {
  args: { reservation: laterDay },
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Keep amending' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, discard changes' })).toBeVisible();
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('analytics', {
        name: 'modal_open',
        data: { modal: 'cancel-amend-confirmation' },
      }),
    );
  },
};

/** Keep amending closes the confirmation: nothing is sent, the bar stays. */
export const KeepAmending: Story = {
  args: { reservation: laterDay },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep amending' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(await bar(canvasElement)).getByRole('button', { name: 'Discard changes' })).toHaveFocus();
  },
};

/** The service refuses to cancel the amend: the generic error modal, which cannot be closed. */
export const DiscardFailed: Story = {
  args: { reservation: laterDay },
  beforeEach: () =>
    installServices({
      data: { cancelAmendOrder: { failures: [{ message: 'The order is not AMENDING', type: 'ORDER_NOT_AMENDING' }] } },
    }),
  play: async ({ canvasElement }) => {
    const dialog = await openConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, discard changes' }));
    const page = within(canvasElement.ownerDocument.body);
    const error = await page.findByRole('dialog', { name: "Sorry, we're experiencing an unexpected error." });
    await expect(within(error).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Asked to close as the browser asks on Escape, it stays.
    (error as HTMLDialogElement).requestClose();
    await expect(error.matches(':modal')).toBe(true);
  },
};
