import { imageSources, loadingFor, PORTRAIT_MEDIA, type ComponentImages } from './image-rules.ts';

type Props = {
  readonly images: ComponentImages;
  readonly position: number;
  readonly className?: string | undefined;
  /** What the images show across (the `sizes` attribute) when they have a srcset. */
  readonly sizes?: string | undefined;
};

/**
 * A component's picture: the portrait crop on small screens, the landscape one
 * above, each with width and height so the space is kept before it arrives.
 */
export function ContentPicture({ images, position, className, sizes = '100vw' }: Props) {
  const main = images.landscape ?? images.portrait;
  if (!main) return null;
  const portrait = images.landscape ? images.portrait : undefined;
  const mainSources = imageSources(main.src);
  const portraitSources = portrait ? imageSources(portrait.src) : undefined;
  return (
    <picture className={className}>
      {portrait && portraitSources ? (
        <source
          media={PORTRAIT_MEDIA}
          srcSet={portraitSources.srcSet ?? portraitSources.src}
          sizes={portraitSources.srcSet ? sizes : undefined}
          width={portrait.width}
          height={portrait.height}
        />
      ) : null}
      <img
        src={mainSources.src}
        srcSet={mainSources.srcSet}
        sizes={mainSources.srcSet ? sizes : undefined}
        alt={main.altText}
        width={main.width}
        height={main.height}
        loading={loadingFor(position)}
        decoding="async"
      />
    </picture>
  );
}
