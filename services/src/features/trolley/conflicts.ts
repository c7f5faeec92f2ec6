/** What the conflict rules need to know about a line's product. */
export type ConflictProduct = {
  readonly available: boolean;
  readonly serviceType: 'GROCERY' | 'ENTERTAINING_PLACED_AT_HOME';
  readonly noticeDays: number;
};

export type Conflict = 'hard' | 'soft' | 'none';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A line that cannot be bought at all, whatever the slot: its product is unavailable. */
export const isHardConflict = (product: Pick<ConflictProduct, 'available'>): boolean => !product.available;

/** An entertaining product (made and placed at home), which needs notice and makes an order "contain entertaining lines". */
export const isEntertaining = (product: Pick<ConflictProduct, 'serviceType'>): boolean =>
  product.serviceType === 'ENTERTAINING_PLACED_AT_HOME';

/**
 * Hard: the product cannot be bought at all (unavailable). Soft: an
 * entertaining product needs more notice than there is before the slot starts
 * (notice days × 24 h against the exact time left); without a slot there is
 * nothing to measure against, so no soft conflict.
 */
export function lineConflict(product: ConflictProduct, slotStart: Date | undefined, now: Date): Conflict {
  if (isHardConflict(product)) return 'hard';
  if (isEntertaining(product) && slotStart !== undefined && product.noticeDays > 0) {
    if (slotStart.getTime() - now.getTime() < product.noticeDays * DAY_MS) return 'soft';
  }
  return 'none';
}

export function countConflicts(conflicts: readonly Conflict[]): {
  hardConflicts: number;
  softConflicts: number;
  noConflicts: number;
} {
  return {
    hardConflicts: conflicts.filter((conflict) => conflict === 'hard').length,
    softConflicts: conflicts.filter((conflict) => conflict === 'soft').length,
    noConflicts: conflicts.filter((conflict) => conflict === 'none').length,
  };
}
