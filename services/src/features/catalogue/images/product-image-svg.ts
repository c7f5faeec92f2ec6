import { createPrng } from '../seed/prng.ts';

export type ImageSubject = {
  readonly name: string;
  readonly brand: string;
  readonly size: string;
  readonly colour: string;
  readonly seed: number;
};

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? '',
  );

/** Up to two initials from the product's own words (brand left out): 'Semi Skimmed Milk' → 'SS'. */
export function initialsOf(name: string, brand: string): string {
  const own = name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name;
  const words = own.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !/^(and|with|in|of|the|for)$/i.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  ).slice(0, 2);
}

/** Dark text on light tiles, white on dark ones (relative luminance of '#rrggbb'). */
function textColourOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#1f2a1f' : '#ffffff';
}

/**
 * A product's picture, drawn here rather than fetched: a tile in the
 * product's colour with a few soft circles placed by its seed, its initials
 * and its pack size. No external references, so it works offline.
 */
export function productImageSvg(subject: ImageSubject): string {
  const prng = createPrng(subject.seed);
  const circles = Array.from({ length: 3 }, () => {
    const cx = prng.int(20, 300);
    const cy = prng.int(20, 300);
    const r = prng.int(40, 120);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join('');
  const ink = textColourOn(subject.colour);
  const label = escapeXml(`${subject.name}, ${subject.size}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="320" height="320" rx="28" fill="${escapeXml(subject.colour)}"/>`,
    circles,
    `<text x="160" y="190" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="112" font-weight="700" fill="${ink}">${escapeXml(initialsOf(subject.name, subject.brand))}</text>`,
    `<text x="160" y="276" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="${ink}">${escapeXml(subject.size)}</text>`,
    '</svg>',
  ].join('');
}
