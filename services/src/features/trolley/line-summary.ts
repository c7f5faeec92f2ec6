import { countTrolleyItems } from '@grocer/shared-contracts/domain';
import { isEntertaining, isHardConflict } from './conflicts.ts';
import { lineTotalPence } from './line-pricing.ts';
import type { TrolleyLine } from './trolley-lines.ts';
import { itemTotalPence } from './trolley-totals.ts';

/**
 * What an order's lines decide of the header's trolley summary, kept per order
 * in `trolley_summaries` (migration 013) so the header reads one row, not every
 * line. Everything that depends on the time or the slot is worked out when read
 * (`trolleySummaryAt`).
 */
export type LineSummary = {
  /** `countTrolleyItems` (decision 008). */
  readonly itemCount: number;
  readonly itemTotalPence: number;
  /** Lines whose product is unavailable. */
  readonly hardConflicts: number;
  readonly containsEntertainingLines: boolean;
  /** The catalogue's version the prices and availability were read at (or after). */
  readonly catalogueVersion: string;
};

/** The summary of the lines, by the same rules as the trolley's own answer. */
export function lineSummaryOf(lines: readonly TrolleyLine[], catalogueVersion: string): LineSummary {
  return {
    itemCount: countTrolleyItems(lines),
    itemTotalPence: itemTotalPence(lines.map((line) => ({ totalPence: lineTotalPence(line.product, line.quantity) }))),
    hardConflicts: lines.filter((line) => isHardConflict(line.product)).length,
    containsEntertainingLines: lines.some((line) => isEntertaining(line.product)),
    catalogueVersion,
  };
}
