import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  safeColor,
  safeFontFamily,
  safeFontSize,
  safeFontWeight,
  safeMarginLeft,
  safeStyle,
} from './style-attributes.ts';

const INJECTIONS = [
  'red; background: url(https://evil.example/x.png)',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  'red}body{display:none',
  '12px !important',
  'calc(100vw * 10)',
  'var(--x)',
  '#fff\\',
  '/* */red',
];

describe('rich-text style attributes', () => {
  it('keeps colours written as hex, rgb() or a name', () => {
    expect(safeColor('#1a4d1a')).toBe('#1a4d1a');
    expect(safeColor('#FFF')).toBe('#FFF');
    expect(safeColor('rgb(26, 77, 26)')).toBe('rgb(26, 77, 26)');
    expect(safeColor('rgba(0,0,0,0.5)')).toBe('rgba(0,0,0,0.5)');
    expect(safeColor('darkgreen')).toBe('darkgreen');
  });

  it('drops colours that hide text or are not colours', () => {
    expect(safeColor('transparent')).toBeUndefined();
    expect(safeColor('inherit')).toBeUndefined();
    expect(safeColor('#12')).toBeUndefined();
  });

  it('keeps lengths in px, rem, em and % within a readable range', () => {
    expect(safeFontSize('18px')).toBe('18px');
    expect(safeFontSize('1.125rem')).toBe('1.125rem');
    expect(safeFontSize('120%')).toBe('120%');
    expect(safeMarginLeft('0')).toBe('0');
    expect(safeMarginLeft('2em')).toBe('2em');
  });

  it('drops sizes that would hide text or cover the page', () => {
    expect(safeFontSize('1px')).toBeUndefined();
    expect(safeFontSize('900px')).toBeUndefined();
    expect(safeMarginLeft('5000px')).toBeUndefined();
    expect(safeFontSize('18pt')).toBeUndefined();
    expect(safeMarginLeft('-5px')).toBeUndefined();
    expect(safeFontSize('1e3px')).toBeUndefined();
  });

  it('keeps font weights and family names, nothing else', () => {
    expect(safeFontWeight('700')).toBe('700');
    expect(safeFontWeight('bold')).toBe('bold');
    expect(safeFontWeight('750')).toBeUndefined();
    expect(safeFontFamily('Georgia, serif')).toBe('Georgia, serif');
    expect(safeFontFamily('x; background:url(y)')).toBeUndefined();
  });

  it.each(INJECTIONS)('drops %j wherever it is put', (value) => {
    expect(
      safeStyle({ color: value, fontSize: value, marginLeft: value, fontWeight: value, font: value, textAlign: value }),
    ).toBeUndefined();
  });

  it('maps each attribute to its CSS property', () => {
    expect(
      safeStyle({
        color: '#222',
        textAlign: 'center',
        marginLeft: '16px',
        fontSize: '1.5rem',
        fontWeight: '700',
        font: 'Georgia',
        href: 'https://x.example',
      }),
    ).toEqual({
      color: '#222',
      textAlign: 'center',
      marginLeft: '16px',
      fontSize: '1.5rem',
      fontWeight: '700',
      fontFamily: 'Georgia',
    });
  });

  it('never lets through anything that could open a url(), a new declaration or a comment', () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...INJECTIONS),
      fc.tuple(fc.constantFrom('#fff', 'red', '12px', 'rgb(1,2,3)', '700'), fc.string()).map(([a, b]) => a + b),
    );
    const attributes = fc.record(
      { color: value, textAlign: value, marginLeft: value, fontSize: value, fontWeight: value, font: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(attributes, (input) => {
        const style = safeStyle(input) ?? {};
        for (const [property, cssValue] of Object.entries(style)) {
          expect(['color', 'textAlign', 'marginLeft', 'fontSize', 'fontWeight', 'fontFamily']).toContain(property);
          const text = String(cssValue);
          expect(text).not.toMatch(/[;{}\\:<>]|\/\*|url|expression|!important/i);
          if (text.includes('(')) expect(text).toMatch(/^rgba?\(/i);
          if (property === 'fontSize' || property === 'marginLeft')
            expect(text).toMatch(/^(0|\d+(\.\d+)?(px|rem|em|%))$/);
        }
      }),
    );
  });
});
