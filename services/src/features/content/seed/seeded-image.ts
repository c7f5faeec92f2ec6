import { pictured } from '@grocer/shared-contracts/cms-builders';
import { type ContentImageSlug, contentImageSrc } from '../content-images.ts';

/** A seeded content image by its slug, with its crops and quality presets (the shared `pictured`). */
export function seededImage(slug: ContentImageSlug, altText: string, width: number, height: number) {
  return pictured(contentImageSrc(slug), altText, width, height);
}
