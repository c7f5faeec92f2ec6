/**
 * Images for seeded content, drawn here rather than fetched, so demo content
 * never points outside the services. Each is a flat SVG: a coloured panel, a
 * leaf motif and a label.
 */
type ContentImageDrawing = {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly ink: string;
};

const landscape = (label: string, background: string, ink = '#ffffff'): ContentImageDrawing => ({
  label,
  width: 640,
  height: 360,
  background,
  ink,
});
const square = (label: string, background: string, ink = '#ffffff'): ContentImageDrawing => ({
  label,
  width: 80,
  height: 80,
  background,
  ink,
});

export const CONTENT_IMAGES = {
  'cell-spring-greens': landscape('Spring greens', '#2f7d32'),
  'cell-weekly-offers': landscape('This week’s offers', '#c62828'),
  'cell-bakery': landscape('Fresh from the bakery', '#a1662f'),
  'cell-platters': landscape('Party platters', '#37474f'),
  'cell-cheese-board': landscape('Cheese boards', '#f3c623', '#2b2b2b'),
  'card-cellar': square('Cellar', '#6a1b4d'),
  'card-garden': square('Garden', '#388e3c'),
  'card-kitchen': square('Kitchen', '#e65100'),
  'brand-fernleaf': square('Fernleaf', '#1b5e20'),
  'banner-groceries': landscape('Groceries', '#1b5e20'),
  'banner-entertaining': landscape('Entertaining', '#4a148c'),
  'seasonal-christmas': landscape('Christmas', '#b71c1c'),
  'ad-breakfast': landscape('Breakfast, sorted', '#f9a825', '#2b2b2b'),
  'ad-coffee': landscape('Roasted this month', '#4e342e'),
  'ad-veg-box': landscape('Veg box', '#558b2f'),
  'ad-dairy': landscape('Jersey gold top', '#0277bd'),
  'ad-sparkling': landscape('Something sparkling', '#283593'),
  'ad-canapes': landscape('Canapés', '#00695c'),
  'recipe-greens-pasta': landscape('Spring greens pasta', '#33691e'),
  'recipe-chicken-traybake': landscape('Chicken traybake', '#bf360c'),
  'recipe-fish-pie': landscape('Smoked fish pie', '#01579b'),
  'inspiration-picnic': landscape('Picnic season', '#827717', '#2b2b2b'),
  'inspiration-party': landscape('Party planning', '#4a148c'),
} as const satisfies Record<string, ContentImageDrawing>;

export type ContentImageSlug = keyof typeof CONTENT_IMAGES;

/** Where the services serve an image: a path on the services origin. */
export const contentImageSrc = (slug: ContentImageSlug): string => `/images/content/${slug}.svg`;

const escapeXml = (value: string): string => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The SVG for a known slug, or undefined. */
export function renderContentImage(slug: string): string | undefined {
  if (!Object.hasOwn(CONTENT_IMAGES, slug)) return undefined;
  const { label, width, height, background, ink } = CONTENT_IMAGES[slug as ContentImageSlug];
  const leaf = Math.min(width, height) * 0.35;
  const fontSize = Math.max(10, Math.round(Math.min(width / (label.length * 0.6), height / 5)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<ellipse cx="${width * 0.8}" cy="${height * 0.3}" rx="${leaf * 0.45}" ry="${leaf}" transform="rotate(35 ${width * 0.8} ${height * 0.3})" fill="${ink}" opacity="0.18"/>`,
    `<text x="50%" y="${height * 0.62}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
