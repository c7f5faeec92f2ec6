import type { Page } from '@playwright/test';

/**
 * The layout check: at one viewport width, no two visible interactive controls
 * overlap, no text runs outside its box, and nothing scrolls sideways.
 *
 * `measureLayout` runs in the page (`page.evaluate(measureLayout)`), so it is self-contained: it
 * reads boxes and returns plain data. `layoutFindings` turns that data into findings in Node, where
 * its rules are unit-tested (layout-check.test.ts).
 */

export type Box = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };

export type MeasuredControl = {
  /** What a person would call it: its accessible label or text, and its tag. */
  readonly name: string;
  /** Its visible part: its border box clipped by every ancestor that clips. */
  readonly box: Box;
  /** The indices (in `controls`) of the controls it sits inside, in the DOM. */
  readonly within: readonly number[];
  /** Its nearest scroll container, by a number the measurement gives each (null: the page itself). */
  readonly scroller: number | null;
};

export type MeasuredText = {
  readonly name: string;
  /** How many pixels the text runs past its box, horizontally and vertically (0 when it fits). */
  readonly overflowX: number;
  readonly overflowY: number;
};

export type LayoutMeasurement = {
  readonly width: number;
  /** How far the page scrolls sideways: the document's scroll width beyond its client width. */
  readonly sidewaysScroll: number;
  readonly controls: readonly MeasuredControl[];
  readonly texts: readonly MeasuredText[];
};

/**
 * Sub-pixel rounding and shared 1px borders are not overlaps: two boxes collide only when they
 * share more than this in both directions.
 */
export const TOLERANCE_PX = 1;

/** The width and height two boxes share (0 in a direction where they do not meet). */
export function intersection(a: Box, b: Box): { readonly width: number; readonly height: number } {
  return {
    width: Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
    height: Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
  };
}

/** Two boxes overlap when they share more than the tolerance both across and down. */
export function overlaps(a: Box, b: Box): boolean {
  const shared = intersection(a, b);
  return shared.width > TOLERANCE_PX && shared.height > TOLERANCE_PX;
}

const px = (value: number) => Math.round(value * 10) / 10;

/** What is wrong at one width, one line each; empty when the layout holds. */
export function layoutFindings(measurement: LayoutMeasurement): string[] {
  const at = `at ${measurement.width}px`;
  const findings: string[] = [];
  if (measurement.sidewaysScroll > TOLERANCE_PX)
    findings.push(`${at}: the page scrolls ${px(measurement.sidewaysScroll)}px sideways`);
  const { controls } = measurement;
  controls.forEach((a, i) => {
    controls.slice(i + 1).forEach((b, offset) => {
      const j = i + 1 + offset;
      // A control inside another (a button in a link's card) sits on it by design.
      if (a.within.includes(j) || b.within.includes(i) || !overlaps(a.box, b.box)) return;
      // A scroller's content passes under what sits over its edge (the link bar's scroll arrows, spec
      // section 5): it scrolls out from under it. Only controls that scroll together can collide.
      if (a.scroller !== b.scroller) return;
      const shared = intersection(a.box, b.box);
      findings.push(`${at}: "${a.name}" and "${b.name}" overlap by ${px(shared.width)} × ${px(shared.height)}px`);
    });
  });
  for (const text of measurement.texts) {
    if (text.overflowX > TOLERANCE_PX || text.overflowY > TOLERANCE_PX)
      findings.push(
        `${at}: the text of "${text.name}" runs ${px(Math.max(text.overflowX, text.overflowY))}px outside its box`,
      );
  }
  return findings;
}

/**
 * Measures the page once its layout at the current size has settled. Runs in the page (one call
 * per width, so one round trip): everything it uses is declared inside it.
 */
export async function measureLayout(): Promise<LayoutMeasurement> {
  // Settled: a frame (media query listeners run before it), a task (a re-render they scheduled),
  // then any finite animation or transition the new size started.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const finite = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));

  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(', ');

  type Mutable = { left: number; top: number; right: number; bottom: number };
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  /**
   * The part of an element's box its clipping ancestors let through (null when none). A text
   * field's box is its content box: a button drawn in its padding (Clear) sits inside the field
   * by design, clear of the text.
   */
  function visibleBox(element: Element): Mutable | null {
    const rect = element.getBoundingClientRect();
    const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const style = getComputedStyle(element);
      const inset = (side: 'Left' | 'Right' | 'Top' | 'Bottom') =>
        Number.parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)) +
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      box.left += inset('Left');
      box.right -= inset('Right');
      box.top += inset('Top');
      box.bottom -= inset('Bottom');
    }
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      const style = getComputedStyle(parent);
      if (clips(style)) {
        const clip = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible')
          [box.left, box.right] = [Math.max(box.left, clip.left), Math.min(box.right, clip.right)];
        if (style.overflowY !== 'visible')
          [box.top, box.bottom] = [Math.max(box.top, clip.top), Math.min(box.bottom, clip.bottom)];
      }
      // Fixed boxes are clipped by nothing further up but the viewport.
      if (style.position === 'fixed') break;
    }
    return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
  }

  /** Drawn and reachable: not hidden, not transparent, not inert, not a 1px visually-hidden box. */
  function shown(element: Element): boolean {
    return (
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.closest('[inert]') === null
    );
  }

  const describe = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return `${element.tagName.toLowerCase()} ${label.slice(0, 60)}`.trim();
  };

  const elements = [...document.querySelectorAll(CONTROLS)].filter(shown);
  const measured: { element: Element; box: Mutable }[] = [];
  for (const element of elements) {
    const box = visibleBox(element);
    // Off-screen on purpose (a skip link above the page until focused): nothing to collide with.
    if (box === null || box.bottom <= 0 || box.right <= 0) continue;
    // Laid over the page only while it has focus (the skip link): covering the header is its job.
    if (element.matches(':focus') && ['absolute', 'fixed'].includes(getComputedStyle(element).position)) continue;
    measured.push({ element, box });
  }
  const scrollers = new Map<Element, number>();
  const scrollerOf = (element: Element): number | null => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
        if (!scrollers.has(parent)) scrollers.set(parent, scrollers.size);
        return scrollers.get(parent) ?? null;
      }
    }
    return null;
  };
  const controls = measured.map(({ element, box }) => ({
    name: describe(element),
    box,
    within: measured.flatMap((other, index) =>
      other.element !== element && other.element.contains(element) ? [index] : [],
    ),
    scroller: scrollerOf(element),
  }));

  const displays = new Map<Element, string>();
  const display = (element: Element) => {
    if (!displays.has(element)) displays.set(element, getComputedStyle(element).display);
    return displays.get(element);
  };
  /** Each element that holds text directly, and how far its text runs outside it (null: not checked). */
  const spills = new Map<Element, { x: number; y: number } | null>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    let owner = node.parentElement;
    // Inline elements have no box of their own to stay inside: the text's box is its block's.
    while (owner && display(owner) === 'inline') owner = owner.parentElement;
    if (!owner) continue;
    if (!spills.has(owner)) {
      const style = getComputedStyle(owner);
      const rect = owner.getBoundingClientRect();
      spills.set(
        owner,
        // A scroll container's text is meant to scroll; text cut with an ellipsis is cut on purpose;
        // a visually-hidden box (1px, clipped) holds words for screen readers only.
        !shown(owner) ||
          ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(owner.tagName) ||
          scrolls(style.overflowX) ||
          scrolls(style.overflowY) ||
          style.textOverflow === 'ellipsis' ||
          rect.width <= 1 ||
          rect.height <= 1
          ? null
          : { x: 0, y: 0 },
      );
    }
    const spill = spills.get(owner);
    if (!spill) continue;
    const rect = owner.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(owner).lineHeight);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      spill.x = Math.max(spill.x, rect.left - line.left, line.right - rect.right);
      // A glyph's box is taller than a tight line-height: the half-leading it spills by is not overflow.
      const slack = Number.isFinite(lineHeight) ? Math.max(0, (line.height - lineHeight) / 2) : 0;
      spill.y = Math.max(spill.y, rect.top - line.top - slack, line.bottom - rect.bottom - slack);
    }
  }
  const texts = [...spills].flatMap(([owner, spill]) =>
    spill && (spill.x > 0 || spill.y > 0) ? [{ name: describe(owner), overflowX: spill.x, overflowY: spill.y }] : [],
  );

  const root = document.documentElement;
  return {
    width: window.innerWidth,
    sidewaysScroll: root.scrollWidth - root.clientWidth,
    controls,
    texts,
  };
}

/**
 * The widths the check runs at: the narrowest of each layout the spec draws (xs from 320, then its
 * breakpoints sm 544, md 768, lg 992, xl 1200). Within one layout, its narrowest is where controls meet
 * and text spills first, so it is the one checked; a story's own width (375 or 1280) is checked again
 * by its approved picture.
 */
export const LAYOUT_WIDTHS = [320, 544, 768, 992, 1200] as const;

/**
 * Resizes the page through every width (its height kept) and gives the findings at each, in order,
 * in the page and in each frame it draws (a story's fixed-width frames, said once, not at every
 * width). It leaves the page at the widest: the callers load or show something else next, which
 * sets its own.
 */
export async function layoutFindingsAtEveryWidth(page: Page): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 720;
  const findings = new Set<string>();
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const frame of page.frames()) {
      const where =
        frame === page.mainFrame()
          ? ''
          : `in the frame "${(await (await frame.frameElement()).getAttribute('title')) ?? frame.url()}" `;
      for (const finding of layoutFindings(await frame.evaluate(measureLayout))) findings.add(`${where}${finding}`);
    }
  }
  return [...findings];
}

/**
 * Runs in the page: how far it scrolls sideways, and the banner's visible controls not wholly inside
 * the viewport, each by its name and its left and right edges.
 */
export function headerSideways(): { readonly scroll: number; readonly outside: string[] } {
  const banner = document.querySelector('[data-header-root] header');
  const controls = banner ? [...banner.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')] : [];
  const outside = controls
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 1 && box.height > 1 && (box.left < 0 || box.right > window.innerWidth))
    .map(
      ({ control, box }) =>
        `${control.getAttribute('aria-label') ?? control.textContent?.trim()} [${box.left}, ${box.right}]`,
    );
  return { scroll: document.documentElement.scrollWidth - window.innerWidth, outside };
}
