import type { CSSProperties } from 'react';

/*
 * Rich-text attributes become inline styles only through these rules: each
 * value is checked against a narrow pattern (and a sensible range) and
 * anything else is dropped, so CMS copy cannot hide text, cover the page or
 * smuggle in url()/expression().
 */

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*\d{1,3}(?:\.\d{1,3})?%?\s*`;
const ALPHA = String.raw`\s*(?:0|1|0?\.\d{1,3}|\d{1,3}%)\s*`;
const RGB = new RegExp(String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?\)$`, 'i');
/** A named colour (red, darkgreen…): letters only; a name the browser does not know is ignored by it. */
const NAMED = /^[a-z]{3,24}$/i;
/** Named values that are not colours or make text invisible. */
const NOT_A_COLOUR = new Set(['transparent', 'inherit', 'initial', 'unset', 'revert', 'currentcolor', 'none']);

const LENGTH = /^(\d{1,4}(?:\.\d{1,3})?)(px|rem|em|%)$/;
type Unit = 'px' | 'rem' | 'em' | '%';
type Range = Readonly<Record<Unit, readonly [min: number, max: number]>>;

/** Readable text: 10–64 px (or the same in rem/em/%). */
const FONT_SIZE: Range = { px: [10, 64], rem: [0.625, 4], em: [0.625, 4], '%': [62.5, 400] };
/** An indent, not a shove off the card: up to 160 px. */
const MARGIN_LEFT: Range = { px: [0, 160], rem: [0, 10], em: [0, 10], '%': [0, 50] };

const FONT_WEIGHT = /^(?:normal|bold|bolder|lighter|[1-9]00)$/;
/** Family names: letters, digits, spaces, hyphens, commas and quotes; no brackets, so no url(). */
const FONT_FAMILY = /^[a-z0-9 ,'"-]{1,80}$/i;
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify']);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

export function safeColor(value: unknown): string | undefined {
  const colour = text(value);
  if (colour === undefined) return undefined;
  if (HEX.test(colour) || RGB.test(colour)) return colour;
  return NAMED.test(colour) && !NOT_A_COLOUR.has(colour.toLowerCase()) ? colour : undefined;
}

function safeLength(value: unknown, range: Range): string | undefined {
  const length = text(value);
  if (length === '0') return '0';
  const match = length === undefined ? null : LENGTH.exec(length);
  if (!match) return undefined;
  const [min, max] = range[match[2] as Unit];
  const amount = Number(match[1]);
  return amount >= min && amount <= max ? `${match[1]}${match[2]}` : undefined;
}

export const safeFontSize = (value: unknown) => safeLength(value, FONT_SIZE);
export const safeMarginLeft = (value: unknown) => safeLength(value, MARGIN_LEFT);

export function safeFontWeight(value: unknown): string | undefined {
  const weight = text(value);
  return weight !== undefined && FONT_WEIGHT.test(weight) ? weight : undefined;
}

export function safeFontFamily(value: unknown): string | undefined {
  const family = text(value);
  return family !== undefined && FONT_FAMILY.test(family) ? family : undefined;
}

export function safeTextAlign(value: unknown): CSSProperties['textAlign'] | undefined {
  return typeof value === 'string' && TEXT_ALIGN.has(value) ? (value as CSSProperties['textAlign']) : undefined;
}

/** The inline style a block or span may carry; undefined when nothing passes. */
export function safeStyle(attributes: unknown): CSSProperties | undefined {
  if (typeof attributes !== 'object' || attributes === null) return undefined;
  const source = attributes as Record<string, unknown>;
  const style: CSSProperties = {};
  const color = safeColor(source.color);
  if (color !== undefined) style.color = color;
  const textAlign = safeTextAlign(source.textAlign);
  if (textAlign !== undefined) style.textAlign = textAlign;
  const marginLeft = safeMarginLeft(source.marginLeft);
  if (marginLeft !== undefined) style.marginLeft = marginLeft;
  const fontSize = safeFontSize(source.fontSize);
  if (fontSize !== undefined) style.fontSize = fontSize;
  const fontWeight = safeFontWeight(source.fontWeight);
  if (fontWeight !== undefined) style.fontWeight = fontWeight as CSSProperties['fontWeight'];
  const fontFamily = safeFontFamily(source.font);
  if (fontFamily !== undefined) style.fontFamily = fontFamily;
  return Object.keys(style).length === 0 ? undefined : style;
}
