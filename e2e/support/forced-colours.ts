/**
 * Contrast as the browser draws it, read from computed styles in the page (no screenshots), for the
 * forced-colours spec. In forced colours the browser replaces most author colours by the system's,
 * but not all: what an author gives an SVG element is kept (its `forced-color-adjust` is
 * `preserve-parent-color`), and an element whose background is forced to transparent shows its
 * text colour over whatever is behind it. So every visible text is measured against the background
 * behind it (4.5:1), and every visible line icon's strokes and fills against theirs (3:1, WCAG 1.4.11).
 *
 * `contrastFailures` runs in the page (page.evaluate / frame.evaluate): it is self-contained.
 */
export type ContrastFailure = {
  readonly kind: 'text' | 'icon';
  /** The text, or the icon's data-icon or class, and the control it is in. */
  readonly what: string;
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
};

export function contrastFailures(): ContrastFailure[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const numbers = value.match(/[\d.]+/g)?.map(Number);
    if (!value.startsWith('rgb') || !numbers || numbers.length < 3) return null;
    return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 1];
  };
  /** `top` drawn over the opaque `bottom`. */
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (bottom[i] ?? 0) * (1 - alpha)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const css = (rgba: Rgba) => `rgb(${rgba.slice(0, 3).map(Math.round).join(' ')})`;

  /** The page's Canvas: what shows where no element paints a background. */
  const probe = document.createElement('div');
  probe.style.cssText = 'forced-color-adjust: none; color: Canvas; position: absolute';
  document.body.append(probe);
  const canvas = parse(getComputedStyle(probe).color) ?? [255, 255, 255, 1];
  probe.remove();

  /** The colour behind `element`: its and its ancestors' background colours, composed over the Canvas. */
  const backgroundOf = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] > 0) layers.push(colour);
      if (colour && colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((behind, layer) => over(layer, behind), canvas);
  };

  /** Drawn and on screen: not display:none, invisible or clipped to a pixel as visually hidden text is. */
  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.position === 'absolute') return false;
      if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return false;
    }
    return true;
  };
  /** WCAG exempts inactive controls. */
  const inactive = (element: Element) => element.closest(':disabled, [aria-disabled="true"]') !== null;
  const describe = (element: Element) => {
    const control = element.closest('a, button, [role], label, h1, h2, h3, h4, li');
    const name = control?.getAttribute('aria-label') ?? control?.textContent?.trim().slice(0, 40) ?? '';
    return `${control?.tagName.toLowerCase() ?? element.tagName.toLowerCase()} "${name}"`;
  };

  const failures: ContrastFailure[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    if (!element || !text.textContent?.trim() || element.closest('svg, script, style, noscript, template')) continue;
    if (!shown(element) || inactive(element)) continue;
    const background = backgroundOf(element);
    const colour = parse(getComputedStyle(element).color);
    if (!colour) continue;
    const foreground = over(colour, background);
    const measured = ratio(foreground, background);
    if (measured < 4.5)
      failures.push({
        kind: 'text',
        what: `"${text.textContent.trim().slice(0, 40)}" in ${describe(element)}`,
        foreground: css(foreground),
        background: css(background),
        ratio: Math.round(measured * 100) / 100,
      });
  }

  // Line icons (drawn in the text's colour). A picture with colours of its own (a brand mark, a flag,
  // the logo) sets them as attributes on its shapes: the browser keeps those, as it keeps images.
  const shapes = 'path, rect, circle, ellipse, line, polyline, polygon';
  const ownColour = (value: string | null) =>
    value !== null && !['none', 'currentcolor', 'transparent', 'inherit'].includes(value.trim().toLowerCase());
  for (const svg of document.body.querySelectorAll('svg')) {
    if (svg.parentElement?.closest('svg') || !shown(svg) || inactive(svg)) continue;
    const parts = [...svg.querySelectorAll(shapes)];
    if (parts.some((part) => ownColour(part.getAttribute('fill')) || ownColour(part.getAttribute('stroke')))) continue;
    const background = backgroundOf(svg);
    const worst = parts
      .flatMap((part) => {
        const style = getComputedStyle(part);
        return [style.stroke, style.fill];
      })
      .map(parse)
      .filter((colour): colour is Rgba => colour !== null && colour[3] > 0)
      .map((colour) => ({ colour: over(colour, background), measured: ratio(over(colour, background), background) }))
      .sort((a, b) => a.measured - b.measured)[0];
    if (worst && worst.measured < 3)
      failures.push({
        kind: 'icon',
        what: `${svg.dataset.icon ?? svg.getAttribute('class') ?? 'svg'} in ${describe(svg)}`,
        foreground: css(worst.colour),
        background: css(background),
        ratio: Math.round(worst.measured * 100) / 100,
      });
  }
  return failures;
}
