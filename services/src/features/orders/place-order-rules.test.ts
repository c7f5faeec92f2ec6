import { describe, expect, it } from 'vitest';
import { type PlaceFacts, placeRefusal } from './place-order-rules.ts';

/** A trolley that can be placed: every rule passes. */
const READY: PlaceFacts = {
  state: 'PENDING',
  instantCheckout: false,
  accountOnHold: false,
  slot: { slotType: 'DELIVERY', confirmable: true },
  reservationExpired: false,
  previousSlotHeld: false,
  lineCount: 3,
  hardConflicts: 0,
  minimumSpendThresholdMet: true,
  groceryLines: 3,
  entertainingLines: 0,
  hasContactAddress: true,
  promoCodeProblems: [],
  giftCards: 0,
  vouchers: 0,
  totalPence: 5000,
  authorisedPence: 5000,
  pricesChangedSinceAmend: false,
  linesAdjustedSinceAmend: false,
};
const INSTANT: PlaceFacts = { ...READY, state: 'AMENDING', instantCheckout: true };
const codeFor = (facts: Partial<PlaceFacts>, base = READY) => placeRefusal({ ...base, ...facts })?.code;

describe('placeRefusal', () => {
  it('lets a ready trolley through, normally or instantly', () => {
    expect(placeRefusal(READY)).toBeUndefined();
    expect(placeRefusal(INSTANT)).toBeUndefined();
  });

  it.each<[string, Partial<PlaceFacts>, string]>([
    ['the account is on hold', { accountOnHold: true }, '111'],
    ['no slot is booked', { slot: undefined }, '017'],
    ['the slot hold expired', { slot: undefined, reservationExpired: true }, '029'],
    ['the trolley is empty', { lineCount: 0 }, '041'],
    ['items are unavailable', { hardConflicts: 1 }, '041'],
    ['the minimum spend is not met', { minimumSpendThresholdMet: false }, '042'],
    [
      'a grocery collection has only entertaining items',
      { slot: { slotType: 'GROCERY_COLLECTION', confirmable: true }, groceryLines: 0, entertainingLines: 2 },
      '043',
    ],
    [
      'an entertaining collection has no contact address',
      {
        slot: { slotType: 'ENTERTAINING_COLLECTION', confirmable: true },
        entertainingLines: 1,
        hasContactAddress: false,
      },
      '125',
    ],
    ['a promo code no longer applies', { promoCodeProblems: ['Promo code X has expired.'] }, '091'],
    ['the slot cannot be confirmed', { slot: { slotType: 'DELIVERY', confirmable: false } }, '044'],
    [
      'the new slot cannot be confirmed but the old one is held',
      { state: 'AMENDING', previousSlotHeld: true, slot: { slotType: 'DELIVERY', confirmable: false } },
      '058',
    ],
  ])('refuses when %s', (_, facts, code) => {
    expect(codeFor(facts)).toBe(`ORDER_ORCHESTRATION_${code}`);
  });

  it.each<[string, Partial<PlaceFacts>, string]>([
    ['a gift card is applied', { giftCards: 1 }, '123'],
    ['a voucher is applied', { vouchers: 1 }, '124'],
    ['prices changed since amending began', { pricesChangedSinceAmend: true }, '136'],
    ['the branch removed or substituted a line', { linesAdjustedSinceAmend: true }, '137'],
    ['the total is over 110% of the authorised amount', { totalPence: 5501 }, '127'],
    ['nothing was ever authorised', { authorisedPence: null }, '127'],
  ])('refuses instant checkout when %s, but not a normal checkout', (_, facts, code) => {
    expect(codeFor(facts, INSTANT)).toBe(`ORDER_ORCHESTRATION_${code}`);
    expect(codeFor(facts, { ...INSTANT, instantCheckout: false })).toBeUndefined();
  });

  it('allows instant checkout up to the margin over the authorised amount', () => {
    expect(codeFor({ totalPence: 5500 }, INSTANT)).toBeUndefined();
  });

  it('gives the customer services number when the account is on hold', () => {
    expect(placeRefusal({ ...READY, accountOnHold: true })?.message).toMatch(/customer services on 0808 157 0192/);
  });

  it('reports the problem a shopper should fix first', () => {
    expect(codeFor({ slot: undefined, lineCount: 0, minimumSpendThresholdMet: false })).toBe('ORDER_ORCHESTRATION_017');
    expect(codeFor({ hardConflicts: 2, minimumSpendThresholdMet: false })).toBe('ORDER_ORCHESTRATION_041');
    expect(codeFor({ giftCards: 1, promoCodeProblems: ['expired'] }, INSTANT)).toBe('ORDER_ORCHESTRATION_091');
  });
});
