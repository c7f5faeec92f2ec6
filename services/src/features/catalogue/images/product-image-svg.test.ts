import { describe, expect, it } from 'vitest';
import { initialsOf, productImageSvg } from './product-image-svg.ts';

describe('productImageSvg', () => {
  const subject = {
    name: 'Saltmarsh & Co Fish Pie <i>',
    brand: 'Saltmarsh & Co',
    size: '400g',
    colour: '#4f9d69',
    seed: 7,
  };

  it('draws a self-contained tile with the initials and escapes the text', () => {
    const svg = productImageSvg(subject);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>FP</text>');
    expect(svg).toContain('Saltmarsh &amp; Co Fish Pie &lt;i&gt;, 400g');
    expect(svg).not.toContain('<i>');
    // No external references: the only URL is the SVG namespace.
    expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
    expect(svg).not.toMatch(/href|<script|<image/);
  });

  it('is the same drawing every time', () => {
    expect(productImageSvg(subject)).toBe(productImageSvg({ ...subject }));
    expect(productImageSvg(subject)).not.toBe(productImageSvg({ ...subject, seed: 8 }));
  });

  it('takes initials from the product’s own words', () => {
    expect(initialsOf('Fernleaf Semi Skimmed Milk', 'Fernleaf')).toBe('SS');
    expect(initialsOf('Fernleaf Salt and Vinegar', 'Fernleaf')).toBe('SV');
    expect(initialsOf('Fernleaf 1% Fat Milk', 'Fernleaf')).toBe('FM');
    expect(initialsOf('Fernleaf', 'Fernleaf')).toBe('F');
  });
});
