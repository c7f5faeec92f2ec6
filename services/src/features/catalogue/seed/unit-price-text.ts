import type { UnitOfMeasure } from '@grocer/shared-contracts/domain';

/** '45p' under a pound, else '£1.20'. */
export function formatPence(pence: number): string {
  const rounded = Math.round(pence);
  return rounded < 100 ? `${rounded}p` : `£${(rounded / 100).toFixed(2)}`;
}

const PINT_ML = 568;

/** Grams or millilitres in a pack size such as '500g', '4 x 110g', '2 pints', '1.75 litres'. */
function measure(size: string): { amount: number; kind: 'weight' | 'volume' } | undefined {
  const text = size.toLowerCase();
  const multi = /^(\d+)\s*x\s*/.exec(text) ?? /(?<!\s)\s*x\s*(\d+)$/.exec(text);
  const times = multi ? Number(multi[1]) : 1;
  const single = text.replace(/^(\d+)\s*x\s*/, '').replace(/(?<!\s)\s*x\s*\d+$/, '');
  const match = /^(\d+(?:\.\d+)?)\s*(kg|g|ml|litres?|l|pints?)$/.exec(single);
  if (!match) return undefined;
  const value = Number(match[1]) * times;
  switch (match[2]) {
    case 'kg':
      return { amount: value * 1000, kind: 'weight' };
    case 'g':
      return { amount: value, kind: 'weight' };
    case 'ml':
      return { amount: value, kind: 'volume' };
    case 'pint':
    case 'pints':
      return { amount: value * PINT_ML, kind: 'volume' };
    default:
      return { amount: value * 1000, kind: 'volume' };
  }
}

/** A number that orders a leaf's pack sizes small to large: grams or ml, else the count, else 1. */
export function packAmount(size: string): number {
  const measured = measure(size);
  if (measured) return measured.amount;
  const count = /(\d+)/.exec(size);
  return count ? Number(count[1]) : 1;
}

/**
 * The shelf-label unit price for a product: per kg or litre for packs (per
 * 100g/100ml for small ones), per item for multipacks, per serving for
 * entertaining, and per kg, 100g or lb for weighed items.
 */
export function unitPriceText(size: string, pricePence: number, uom: UnitOfMeasure): string {
  if (uom === 'KGM') return `${formatPence(pricePence)}/kg`;
  if (uom === 'LBR') return `${formatPence(pricePence)}/lb`;
  if (uom === 'GRM') return `${formatPence(pricePence * 100)}/100g`;

  const measured = measure(size);
  if (measured) {
    const small = measured.amount < 100;
    const per = small ? 100 : 1000;
    const unit = measured.kind === 'weight' ? (small ? '100g' : 'kg') : small ? '100ml' : 'litre';
    return `${formatPence((pricePence / measured.amount) * per)}/${unit}`;
  }
  const serves = /^serves (\d+)$/.exec(size);
  if (serves) return `${formatPence(pricePence / Number(serves[1]))}/serving`;
  const count = /^(\d+) (pack|pieces|bags|pods|wipes|rolls|washes|slices)$/.exec(size);
  if (count) return `${formatPence(pricePence / Number(count[1]))} each`;
  return `${formatPence(pricePence)} each`;
}
