/**
 * The spec's icon catalogue (section 9: card brands, country flags, basket, trolley, favourites,
 * voucher, van, account and others) and the catalogue's department icons (a taxonomy entry's
 * `iconName`), as data: each icon is a few paths on a 24 × 24 grid, drawn as lines in the text's
 * colour unless a part has its own fill (brand marks and flags). Drawn inline: no icon font, no
 * image request, nothing a strict Content-Security-Policy refuses.
 */
export type IconPart = { readonly d: string; readonly fill?: string };

const line = (...paths: string[]): readonly IconPart[] => paths.map((d) => ({ d }));

export const ICONS = {
  // The spec's catalogue
  account: line('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7'),
  basket: line('M3 9h18l-2 11H5z', 'M8 9l4-6 4 6', 'M9 13v4M12 13v4M15 13v4'),
  trolley: line('M2 3h3l3 12h11l2-8H6.5', 'M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z'),
  favourites: line('M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.6 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z'),
  voucher: line('M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M10 7v10', 'M14 10l3 4M17 10l-3 4'),
  van: line('M2 6h12v10H2zM14 9h4l4 4v3h-8z', 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'),
  warning: line('M12 3l10 18H2z', 'M12 10v5M12 18v.01'),
  visa: [
    { d: 'M1 5h22v14H1z', fill: '#1a1f71' },
    {
      d: 'M5 15l1.5-6h1.6L6.6 15zM9 15l1.5-6h1.5l-1.5 6zM13 9h3l-.3 1.3h-1.6l-.2 1h1.4l-.3 1.2H13.6l-.3 1.3h1.7L14.7 15H12z',
      fill: '#fff',
    },
    { d: 'M16 15l2.5-6h1.4l.6 6h-1.4l-.1-1.2h-1.5l-.5 1.2z', fill: '#f7b600' },
  ],
  mastercard: [
    { d: 'M1 5h22v14H1z', fill: '#222' },
    { d: 'M9.5 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z', fill: '#eb001b' },
    { d: 'M14.5 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z', fill: '#f79e1b' },
    { d: 'M12 8.3a5 5 0 0 1 0 7.4 5 5 0 0 1 0-7.4z', fill: '#ff5f00' },
  ],
  amex: [
    { d: 'M1 5h22v14H1z', fill: '#2e77bc' },
    {
      d: 'M4 15l2-6h1.6l2 6H8.2l-.4-1.2H5.8L5.4 15zM6.2 12.6h1.2L6.8 10.8zM11 9h1.5l1 3 1-3H16v6h-1.2v-4l-1.1 4h-.9l-1.1-4v4H11zM17 9h3.5v1.2h-2.2v1.2h2.1v1.2h-2.1v1.2h2.2V15H17z',
      fill: '#fff',
    },
  ],
  'flag-gb': [
    { d: 'M1 5h22v14H1z', fill: '#012169' },
    { d: 'M1 5l22 14M23 5L1 19', fill: 'none' },
    { d: 'M10 5h4v14h-4zM1 10h22v4H1z', fill: '#fff' },
    { d: 'M10.8 5h2.4v14h-2.4zM1 10.8h22v2.4H1z', fill: '#c8102e' },
  ],
  'flag-ie': [
    { d: 'M1 5h7.3v14H1z', fill: '#169b62' },
    { d: 'M8.3 5h7.4v14H8.3z', fill: '#fff' },
    { d: 'M15.7 5H23v14h-7.3z', fill: '#ff883e' },
  ],
  'flag-fr': [
    { d: 'M1 5h7.3v14H1z', fill: '#0055a4' },
    { d: 'M8.3 5h7.4v14H8.3z', fill: '#fff' },
    { d: 'M15.7 5H23v14h-7.3z', fill: '#ef4135' },
  ],
  'flag-it': [
    { d: 'M1 5h7.3v14H1z', fill: '#009246' },
    { d: 'M8.3 5h7.4v14H8.3z', fill: '#fff' },
    { d: 'M15.7 5H23v14h-7.3z', fill: '#ce2b37' },
  ],
  // The catalogue's departments (services' seed: iconName)
  fresh: line('M4 8h16l-1.5 12h-13z', 'M8 8V5h8v3', 'M9 12h6'),
  'fruit-veg': line('M12 8c-4 0-7 3-6 7s3.5 6 6 5c2.5 1 5-1 6-5s-2-7-6-7z', 'M12 8c0-2 1-4 3-5'),
  bakery: line('M3 13c0-4 4-7 9-7s9 3 9 7v5H3z', 'M8 9v4M12 8v5M16 9v4'),
  cupboard: line('M4 3h16v18H4zM12 3v18', 'M9 11v2M15 11v2'),
  frozen: line('M12 2v20M3.5 7l17 10M20.5 7l-17 10', 'M9 3l3 2 3-2M9 21l3-2 3 2'),
  drinks: line('M5 8h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z', 'M16 10h2a2 2 0 0 1 0 4h-2', 'M8 3v2M11 3v2M14 3v2'),
  household: line('M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-5h4v5'),
  pet: line(
    'M8 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    'M12 12c-3 0-6 3-6 6 0 2 2 2 3 2h6c1 0 3 0 3-2 0-3-3-6-6-6z',
  ),
  baby: line('M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M7 21c0-3.5 2.2-6 5-6s5 2.5 5 6', 'M10 7h.01M14 7h.01'),
  seasonal: line('M12 2l2.5 5.5L20 8l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z'),
  barbecue: line('M3 10h18a9 9 0 0 1-18 0z', 'M8 19l-2 3M16 19l2 3', 'M9 6c0-1 1-1 1-2M14 6c0-1 1-1 1-2'),
  party: line('M4 20l5-14 9 9z', 'M14 4l1 2M19 9l2-1M17 3l-1 3 3-1'),
  cake: line('M4 12h16v8H4z', 'M4 15c2 1 4-1 6 0s4 1 6 0 3-1 4 0', 'M12 12V8M12 5v.01'),
  roast: line('M3 14c0-4 4-7 9-7s9 3 9 7z', 'M2 14h20', 'M12 7V5'),
  offers: line('M3 12l9-9h9v9l-9 9z', 'M16 8h.01'),
} as const satisfies Record<string, readonly IconPart[]>;

export type IconName = keyof typeof ICONS;

/** Whether a name from data (a taxonomy's `iconName`) is in the catalogue; never a prototype key. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}
