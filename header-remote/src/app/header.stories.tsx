import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createStore } from 'jotai';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HEADER_LAYOUT, MAIN_CONTENT_ID } from '@grocer/shared-contracts';
import { type HeaderPropsInput } from '@grocer/shared-contracts/domain';
import { installFetch } from '../../../test-support/fake-network.ts';
import { fakeAccountServices } from '../features/account/testing/fake-account-services.ts';
import {
  loadedTrolley,
  sampleAddress,
  sampleBranch,
  sampleReservation,
  sampleTrolleyResult,
} from '../shopping/testing/shopping-fixtures.ts';
import { applyShopperFallback } from '../shopping/shopper-fallback.ts';
import { createShoppingStore } from '../shopping/testing/shopping-store.ts';
import { fakeShoppingServices } from '../shopping/testing/fake-shopping-services.ts';
import { navigationHandlers } from '../navigation/testing/fake-navigation-services.ts';
import { Header } from './header.tsx';
import { HeaderBanner } from './header-frame.tsx';
import { HeaderRoot } from './header-root.tsx';

/** What a host page puts after the header: the main landmark the skip link targets. */
function HostPage({ children }: { readonly children: ReactNode }) {
  return (
    <>
      {children}
      <main id={MAIN_CONTENT_ID} style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Groceries</h1>
        <p>The host page's content starts here.</p>
      </main>
    </>
  );
}

const withHostPage: Decorator = (Story) => (
  <HostPage>
    <Story />
  </HostPage>
);

/** Thrown on purpose by the render-failure stories, so it can be told apart from a real error. */
class DeliberateRenderError extends Error {
  override name = 'DeliberateRenderError';
}

/** Stands in for a header feature that crashes while rendering. */
function CrashingFeature(): ReactNode {
  throw new DeliberateRenderError('A header feature failed to render (deliberately, for this story)');
}

/** The header with a feature that crashes, so HeaderRoot's error boundary shows HeaderFrameFallback. */
function HeaderWithCrashingFeature(props: HeaderPropsInput) {
  return (
    <HeaderRoot input={props}>
      <CrashingFeature />
    </HeaderRoot>
  );
}

/** The height the contract promises at the width the header is rendered at. */
function contractHeight(view: Window): number {
  return view.innerWidth < HEADER_LAYOUT.breakpoint ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height;
}

function headerRoots(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-header-root]')];
}

/** Every state must fill exactly the space the host reserved for it (spec section 9), or the page jumps. */
async function expectContractHeight(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView;
  if (!view) throw new Error('The canvas is not in a window');
  const [root, ...others] = headerRoots(canvasElement);
  await expect(root).toBeDefined();
  await expect(others).toHaveLength(0);
  await expect(root?.getBoundingClientRect().height).toBe(contractHeight(view));
}

const meta = {
  title: 'Header/Header',
  component: Header,
  decorators: [withHostPage],
  args: {
    onEvent: fn(),
  },
  // The header loads its menus on its own: answer with the sample taxonomy and content, never the network.
  beforeEach: () => installFetch(fakeShoppingServices({ handlers: navigationHandlers })),
  parameters: {
    react: {
      rootOptions: {
        // React reports errors that an error boundary caught; the deliberate one is expected here.
        onCaughtError: (error: unknown) => {
          if (error instanceof DeliberateRenderError) {
            console.info(`[story] The header's error boundary caught: ${error.message}`);
          } else {
            console.error(error);
          }
        },
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header on every page but the home page, at desktop width: top bar, masthead and the reserved nav row. */
export const Default: Story = {
  args: { placement: 'default' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await expectContractHeight(canvasElement);
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_ready', expect.objectContaining({ placement: 'default' })),
    );
  },
};

/** The header on the groceries home page. The frame looks the same; features will differ by placement. */
export const Home: Story = {
  args: { placement: 'home' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await expectContractHeight(canvasElement);
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_ready', expect.objectContaining({ placement: 'home' })),
    );
  },
};

/** Below 992px the header is 50px tall: the logo only, no top bar or nav row. */
export const Mobile: Story = {
  args: { placement: 'default' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-viewport'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    // 50px when the story really is narrow (the viewport toolbar, Vitest); 159px if opened full width.
    await expectContractHeight(canvasElement);
  },
};

/**
 * A host passes props that fail the contract. Each bad field falls back to its
 * default, the header renders its full frame, and the host hears about it.
 */
export const InvalidProps: Story = {
  args: {
    services: { api: 'not a url' },
    placement: 'sideways' as unknown as HeaderPropsInput['placement'],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await expectContractHeight(canvasElement);
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_error', {
        code: 'invalid_props',
        message: expect.stringMatching(/^services: [^\n]+\nplacement: [^\n]+$/),
      }),
    );
    // The bad placement fell back to the default one.
    await expect(args.onEvent).toHaveBeenCalledWith('header_ready', expect.objectContaining({ placement: 'default' }));
  },
};

/**
 * A feature throws while rendering. HeaderRoot's error boundary swaps in
 * HeaderFrameFallback (the logo, at the same height) and reports the error.
 */
export const RenderFailure: Story = {
  render: (args) => <HeaderWithCrashingFeature {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fernleaf, groceries home' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expectContractHeight(canvasElement);
    await waitFor(() =>
      expect(args.onEvent).toHaveBeenCalledWith('header_error', {
        code: 'render_failed',
        message: expect.stringContaining('DeliberateRenderError'),
      }),
    );
  },
};

/** The first Tab on the page lands on "Skip to main content", which slides into view while focused. */
export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    const skipLink = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await expect(canvasElement.ownerDocument.getElementById(MAIN_CONTENT_ID)).toBeInTheDocument();
    // Hidden above the page until focused.
    await expect(skipLink.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);

    await userEvent.tab();

    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    const box = skipLink.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};

/** The rules of one of this page's style sheets, as text. */
function cssText(sheet: CSSStyleSheet): string[] {
  try {
    return [...sheet.cssRules].map((rule) => rule.cssText);
  } catch {
    return []; // A cross-origin sheet (none of the header's own): its rules cannot be read.
  }
}

type AtWidthProps = {
  readonly width: number;
  readonly height: number;
  readonly title: string;
  /** A main landmark after the header, for its skip link; without one (no skip link) axe sees one main on the page. */
  readonly skipTarget?: boolean;
  readonly children: ReactNode;
};

/**
 * Renders its children into an iframe of the given size, so the header's media
 * queries see that width: how the compact state can sit beside desktop ones.
 * The iframe gets a copy of this page's styles (the header's CSS modules and
 * the body margin reset).
 */
function AtWidth({ width, height, title, skipTarget = true, children }: AtWidthProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = document.documentElement.lang;
    // Copied as text, so the styles apply before the first paint (a cloned <link> would load later).
    const style = doc.createElement('style');
    style.textContent = [...document.styleSheets].flatMap(cssText).join('\n');
    doc.head.append(style);
    setBody(doc.body);
  }, []);
  return (
    <>
      <iframe ref={frame} title={title} width={width} height={height} style={{ display: 'block', border: 0 }} />
      {body &&
        createPortal(
          <>
            {children}
            {/* The frame is its own page: its skip link needs its own target. */}
            {skipTarget ? <main id={MAIN_CONTENT_ID} tabIndex={-1} /> : null}
          </>,
          body,
        )}
    </>
  );
}

/** One state in the showcase: a labelled region, so every caption sits inside a landmark. */
function StateRow({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 32 }}>
      <h2
        id={id}
        style={{ margin: 0, padding: '8px 16px', font: '600 14px system-ui, sans-serif', background: '#eee' }}
      >
        {label}
      </h2>
      {/*
       * Clips each skip link above its own header instead of over the row above; the transform makes
       * the row the box a scrolled (fixed) header pins to, so the headers never stack over each other.
       */}
      <div style={{ overflow: 'hidden', transform: 'translateZ(0)' }}>{children}</div>
    </section>
  );
}

/**
 * Every state, one under the other, for review in one place. The compact state
 * sits in a 375px frame so it is compact whatever the viewport; the others
 * follow the viewport toolbar.
 */
export const AllStates: Story = {
  render: (args) => (
    <>
      <StateRow label="Default placement">
        <Header {...args} placement="default" />
      </StateRow>
      <StateRow label="Home placement">
        <Header {...args} placement="home" />
      </StateRow>
      <StateRow label={`Compact (375px wide, ${HEADER_LAYOUT.compactHeight}px tall)`}>
        <AtWidth width={375} height={HEADER_LAYOUT.compactHeight} title="The header at 375px wide">
          <Header {...args} placement="default" />
        </AtWidth>
      </StateRow>
      <StateRow label="Invalid props (falls back to defaults)">
        <Header
          {...({ ...args, services: { api: 'not a url' }, placement: 'sideways' } as unknown as HeaderPropsInput)}
        />
      </StateRow>
      <StateRow label="Render failure (HeaderFrameFallback)">
        <HeaderWithCrashingFeature {...args} />
      </StateRow>
      <StateRow label="Skip link focused">
        <div data-testid="skip-link-focused">
          <Header {...args} />
        </div>
      </StateRow>
    </>
  ),
  parameters: {
    a11y: {
      config: {
        rules: [
          // The showcase repeats one header, so its banner and nav landmarks
          // repeat too. Each state is checked on its own in its own story.
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('The canvas is not in a window');
    const roots = headerRoots(canvasElement);
    await expect(roots).toHaveLength(5);
    for (const root of roots) await expect(root.getBoundingClientRect().height).toBe(contractHeight(view));

    const frameDocument =
      within(canvasElement).getByTitle<HTMLIFrameElement>('The header at 375px wide').contentDocument;
    const [compactRoot] = frameDocument ? headerRoots(frameDocument) : [];
    await expect(compactRoot?.getBoundingClientRect().height).toBe(HEADER_LAYOUT.compactHeight);

    // Show the focused skip link (checked properly in the SkipLinkFocused story).
    const focusedRow = within(canvasElement).getByTestId('skip-link-focused');
    within(focusedRow).getByRole('link', { name: 'Skip to main content' }).focus();
  },
};

/** A signed-in shopper with everything the masthead can hold, at its widest: a long slot date, 99+ items. */
function ShopperHeader() {
  const [store] = useState(() =>
    createShoppingStore({
      trolley: loadedTrolley(sampleTrolleyResult({ count: 120, total: 247.5 })),
      slot: {
        status: 'booked',
        // Wednesday 30 September, 9am - 10am London time: about the longest date there is.
        reservation: sampleReservation({
          startDateTime: '2026-09-30T08:00:00.000Z',
          endDateTime: '2026-09-30T09:00:00.000Z',
        }),
        address: sampleAddress(),
        branch: sampleBranch(),
      },
    }),
  );
  return (
    <HeaderRoot input={{ services: { api: 'https://api.fernleaf.example' } }} store={store}>
      <HeaderBanner />
    </HeaderRoot>
  );
}

/** A shopper whose header state could not load, as the header holds them then (shopping/shopper-fallback.ts). */
function HeaderStateFailedHeader() {
  const [store] = useState(() => {
    const failed = createStore();
    applyShopperFallback(failed, { hasTokenSession: true }, 'GET v1/header-state answered 503');
    return failed;
  });
  // The page's own origin as the API: once idle, the Groceries panel is drawn ahead, hidden, and its
  // content's pictures (/favicon.svg in the fixtures) load from here, where Storybook serves them.
  return (
    <HeaderRoot input={{ services: { api: '/' } }} store={store}>
      <HeaderBanner />
    </HeaderRoot>
  );
}

/**
 * The shopper's header state failed (spec section 8) for a shopper whose token-session cookie says
 * they are signed in: their account links stay, never "Sign in"; the trolley reads "Trolley" and the
 * slot "Slot"; no Delivery Pass link.
 */
export const HeaderStateFailedSignedIn: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <HeaderStateFailedHeader />,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(banner.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(banner.getByRole('link', { name: 'Trolley' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Slot' })).toBeVisible();
    await expectContractHeight(canvasElement);
  },
};

/** The header's visible controls that are not wholly inside their page's width. */
function controlsOutside(doc: Document): string[] {
  const width = doc.documentElement.clientWidth;
  return [...doc.querySelectorAll<HTMLElement>('header a[href], header button, header input')]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 1 && box.height > 1 && (box.left < 0 || box.right > width))
    .map(({ control }) => control.getAttribute('aria-label') ?? control.textContent ?? '');
}

/**
 * A signed-in shopper's masthead (account links, slot, trolley, checkout) in a
 * frame of the given width, where it must fit with no sideways scroll and keep
 * its height. One width a story: every frame repeats the header's landmarks.
 */
function shopperAt(width: number): Story {
  const title = `The shopper's header at ${width}px wide`;
  const compact = width < HEADER_LAYOUT.breakpoint;
  const height = compact ? HEADER_LAYOUT.compactHeight : HEADER_LAYOUT.height;
  return {
    // The account's and the shopper's calls answered here, never the network.
    beforeEach: () => installFetch(fakeAccountServices()),
    // The booked slot is a chunk of its own: loaded first, so its styles are there for the frame to copy.
    loaders: [() => import('../features/slot/booked-slot.tsx')],
    render: () => (
      <StateRow label={`${width}px wide`}>
        <AtWidth width={width} height={height} title={title} skipTarget={false}>
          <ShopperHeader />
        </AtWidth>
      </StateRow>
    ),
    play: async ({ canvasElement }) => {
      const doc = within(canvasElement).getByTitle<HTMLIFrameElement>(title).contentDocument;
      if (!doc) throw new Error(`No document in the ${width}px frame`);
      const banner = within(doc.body).getByRole('banner');
      // The booked slot's button comes in its own chunk: once it is there, the masthead is at its widest.
      await within(banner).findByRole('button', { name: 'Delivery slot: Wednesday 30 September, 9am - 10am' });
      await expect(within(banner).getByRole('link', { name: '99+ Total £247.50, Trolley, 99+ items' })).toBeVisible();
      await expect(headerRoots(doc)[0]?.getBoundingClientRect().height).toBe(height);
      await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      await expect(controlsOutside(doc)).toEqual([]);
    },
  };
}

/** 1200-1439px: every part has its words but the account links, which are icons. */
export const ShopperAt1200: Story = shopperAt(1200);

/** 992-1199px: the slot is an icon too (its date and time in its name and panel). */
export const ShopperAt992: Story = shopperAt(992);

/** Compact from sm (544px): the trolley's total is back beside its count (decision 043). */
export const ShopperAt544: Story = shopperAt(544);

/** Compact, 600-991px: logo, search, multi-search, account, slot and trolley; Checkout is on the trolley page. */
export const ShopperAt768: Story = shopperAt(768);

/** Below sm (544px): a smaller logo; multi-search is in the mobile menu. */
export const ShopperAt375: Story = shopperAt(375);

/** The narrowest phone: the same masthead, with less room between its parts. */
export const ShopperAt320: Story = shopperAt(320);
