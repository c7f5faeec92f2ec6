import { ROUTES } from '@grocer/shared-contracts';

/** A page title as a path segment: lower case, `&` as "and", apostrophes dropped, other gaps as `_`. */
function urlName(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|(?<!_)_+$/g, '');
}

/**
 * The seasonal panel's "Shop all {title}" link: the site's own seasonal pages
 * for Christmas and Valentine's (spec section 2), otherwise the browse page
 * named after the season.
 */
export function shopAllUrl(title: string): string {
  const name = urlName(title);
  if (name === 'christmas') return ROUTES.christmas;
  if (name === 'valentines' || name === 'valentines_day') return ROUTES.valentines;
  return name === '' ? ROUTES.browse : `${ROUTES.browse}/${encodeURIComponent(name)}`;
}
