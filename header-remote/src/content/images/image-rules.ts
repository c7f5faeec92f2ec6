import { BREAKPOINTS } from '@grocer/shared-contracts';
import { type CmsComponent } from '@grocer/shared-contracts/domain';
import { contentImageSrc } from '../links/content-href.ts';

/** Responsive image widths (spec section 9). */
export const IMAGE_WIDTHS = [160, 320, 544, 768, 992, 1200, 1500, 1800, 2400] as const;
/** The quality preset picked from a component's `dynamicImages` (spec section 9). */
export const DEFAULT_IMAGE_QUALITY = 'highQuality95';
/** Images of components at grid positions up to this one load at once; later ones lazily (spec section 9). */
export const EAGER_IMAGE_POSITIONS = 10;
/** Menu card images are 80 by 80 (spec section 9). */
export const MENU_CARD_IMAGE_SIZE = 80;
/** Portrait crops show below the sm breakpoint. */
export const PORTRAIT_MEDIA = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

/**
 * A src that names its width as `{width}` can be asked for at any width, so
 * it gets a srcset over IMAGE_WIDTHS. The services' images take no width
 * (drawn SVGs, GET /images/content/{name}.svg): they render as one src with
 * width and height (docs/decisions/010-cms-content-rendering.md).
 */
const WIDTH_TEMPLATE = '{width}';

export type ImageSources = { readonly src: string; readonly srcSet?: string };

export function imageSources(src: string): ImageSources {
  if (!src.includes(WIDTH_TEMPLATE)) return { src };
  const at = (width: number) => src.replaceAll(WIDTH_TEMPLATE, String(width));
  return { src: at(768), srcSet: IMAGE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}

export const loadingFor = (position: number): 'eager' | 'lazy' => (position > EAGER_IMAGE_POSITIONS ? 'lazy' : 'eager');

export type ResolvedImage = {
  readonly src: string;
  readonly altText: string;
  readonly width: number | undefined;
  readonly height: number | undefined;
};

export type ComponentImages = { readonly landscape?: ResolvedImage; readonly portrait?: ResolvedImage };

const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000 ? value : undefined;

/**
 * A component's pictures, resolved against the content service. The
 * landscape picture is the `highQuality95` dynamic image (another preset
 * if that is missing), else the landscape src; a picture shows only with a
 * dynamic image or a src (spec section 5), and only from a safe src.
 */
export function componentImages(component: CmsComponent, base: string | undefined): ComponentImages {
  const { landscapeImage, portraitImage } = component.image ?? {};
  const presets = component.dynamicImages ?? {};
  const dynamic = presets[DEFAULT_IMAGE_QUALITY] ?? Object.values(presets)[0];
  const altText = (landscapeImage?.altText ?? portraitImage?.altText ?? '').trim();

  const landscapeSrc = contentImageSrc(dynamic, base) ?? contentImageSrc(landscapeImage?.src, base);
  const portraitSrc = contentImageSrc(portraitImage?.src, base);
  const landscape: ResolvedImage | undefined = landscapeSrc
    ? {
        src: landscapeSrc,
        altText,
        width: positiveInt(landscapeImage?.width) ?? positiveInt(component.assetMetadataWidth),
        height: positiveInt(landscapeImage?.height) ?? positiveInt(component.assetMetadataHeight),
      }
    : undefined;
  const portrait: ResolvedImage | undefined = portraitSrc
    ? {
        src: portraitSrc,
        altText: portraitImage?.altText.trim() || altText,
        width: positiveInt(portraitImage?.width),
        height: positiveInt(portraitImage?.height),
      }
    : undefined;
  return { ...(landscape ? { landscape } : {}), ...(portrait ? { portrait } : {}) };
}
