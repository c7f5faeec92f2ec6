import type { ContentFragmentResponse } from '@grocer/shared-contracts/domain';
import { seasonalMenuContent } from '@grocer/shared-contracts/cms-builders';
import { contentImageSrc } from '../content-images.ts';

/** The content path behind the header's seasonal menu button. */
export const SEASONAL_MENU_PATH = 'menu/seasonal-menu/seasonal-menu-content/master';

const { title, locations } = seasonalMenuContent(contentImageSrc);

/** With a page title and a location, the seasonal menu button shows (spec section 5). */
export const SEASONAL_MENU_CONTENT: ContentFragmentResponse = { pageTitle: { text: title }, locations };
