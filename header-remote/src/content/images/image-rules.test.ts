import { describe, expect, it } from 'vitest';
import { CMS_RESOURCE_TYPES, type CmsComponent } from '@grocer/shared-contracts/domain';
import { componentImages, IMAGE_WIDTHS, imageSources, loadingFor } from './image-rules.ts';

const BASE = 'http://content.test';
const component = (fields: Partial<CmsComponent>): CmsComponent => ({
  resourceType: CMS_RESOURCE_TYPES.tradingCell,
  componentId: 'cell',
  ...fields,
});

describe('image rules', () => {
  it('uses the spec widths', () => {
    expect(IMAGE_WIDTHS).toEqual([160, 320, 544, 768, 992, 1200, 1500, 1800, 2400]);
  });

  it('gives a services image one src: it takes no width', () => {
    expect(imageSources('http://content.test/images/content/cell-bakery.svg')).toEqual({
      src: 'http://content.test/images/content/cell-bakery.svg',
    });
  });

  it('builds a srcset over the spec widths for a src that names its {width}', () => {
    const { src, srcSet } = imageSources('https://cdn.example/cell.jpg?wid={width}&qlt=95');
    expect(src).toBe('https://cdn.example/cell.jpg?wid=768&qlt=95');
    expect(srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `https://cdn.example/cell.jpg?wid=${width}&qlt=95 ${width}w`),
    );
  });

  it('loads eagerly up to grid position 10, lazily after', () => {
    expect([1, 10, 11, 40].map(loadingFor)).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('prefers the highQuality95 preset, then another preset, then the landscape src', () => {
    const landscapeImage = { src: '/images/content/landscape.svg', altText: 'Greens', width: 640, height: 360 };
    expect(
      componentImages(
        component({ image: { landscapeImage }, dynamicImages: { mediumQuality80: '/m.svg', highQuality95: '/h.svg' } }),
        BASE,
      ).landscape?.src,
    ).toBe(`${BASE}/h.svg`);
    expect(
      componentImages(component({ image: { landscapeImage }, dynamicImages: { mediumQuality80: '/m.svg' } }), BASE)
        .landscape?.src,
    ).toBe(`${BASE}/m.svg`);
    expect(componentImages(component({ image: { landscapeImage } }), BASE).landscape).toEqual({
      src: `${BASE}/images/content/landscape.svg`,
      altText: 'Greens',
      width: 640,
      height: 360,
    });
  });

  it('shows a picture only with dynamic images or a src', () => {
    expect(componentImages(component({}), BASE)).toEqual({});
    expect(componentImages(component({ image: {}, dynamicImages: {} }), BASE)).toEqual({});
    expect(componentImages(component({ dynamicImages: { highQuality95: '/h.svg' } }), BASE).landscape?.src).toBe(
      `${BASE}/h.svg`,
    );
  });

  it('takes width and height from the asset metadata when the image has none', () => {
    const images = componentImages(
      component({ dynamicImages: { highQuality95: '/h.svg' }, assetMetadataWidth: 800, assetMetadataHeight: 450 }),
      BASE,
    );
    expect(images.landscape).toMatchObject({ width: 800, height: 450 });
  });
});
