import * as z from './zod.ts';

/**
 * An amount of money as every service returns it: pounds as a number with at
 * most two decimal places (the services store pence), always in GBP.
 */
export const Money = z.object({
  amount: z.number(),
  currencyCode: z.literal('GBP'),
});
export type Money = z.infer<typeof Money>;

/** Pence (as stored) to the contract's `Money`. */
export function moneyFromPence(pence: number): Money {
  return { amount: Math.round(pence) / 100, currencyCode: 'GBP' };
}
