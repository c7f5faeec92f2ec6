import { expect, it } from 'vitest';
import { CONTENT_IMAGES, renderContentImage } from './content-images.ts';

it('draws every known image as a labelled SVG of its size', () => {
  for (const [slug, drawing] of Object.entries(CONTENT_IMAGES)) {
    const svg = renderContentImage(slug) ?? '';
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${drawing.width}" height="${drawing.height}"`));
    expect(svg).toContain('</svg>');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  }
  expect(renderContentImage('toString')).toBeUndefined();
  expect(renderContentImage('nope')).toBeUndefined();
});
