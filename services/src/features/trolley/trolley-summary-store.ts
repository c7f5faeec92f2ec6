import type { Queryable } from '../../db/database.ts';
import type { EvaluatedTrolley } from './evaluate-trolley.ts';
import { type LineSummary, lineSummaryOf } from './line-summary.ts';
import { CATALOGUE_VERSION } from './trolley-config.ts';
import { loadTrolleyLines } from './trolley-lines.ts';

/** A `trolley_summaries` row as `summaryColumns` selects it; all null when the order has none. */
export type TrolleySummaryRow = {
  item_count: number | null;
  item_total_pence: string | number | null;
  hard_conflicts: number | null;
  contains_entertaining_lines: boolean | null;
  summary_version: string | null;
};

/** The kept summary's columns, from `trolley_summaries` aliased `alias`. */
export const summaryColumns = (alias: string): string =>
  `${alias}.item_count, ${alias}.item_total_pence, ${alias}.hard_conflicts, ${alias}.contains_entertaining_lines,
   ${alias}.catalogue_version::text as summary_version`;

/**
 * The kept summary, if it can be vouched for: there is one, and it was worked
 * out at the catalogue's current version. Otherwise undefined: stale, to be
 * worked out again from the lines (`refreshTrolleySummary`).
 */
export function freshSummary(row: TrolleySummaryRow, currentVersion: string): LineSummary | undefined {
  if (row.summary_version === null || row.summary_version !== currentVersion) return undefined;
  return {
    itemCount: Number(row.item_count),
    itemTotalPence: Number(row.item_total_pence),
    hardConflicts: Number(row.hard_conflicts),
    containsEntertainingLines: row.contains_entertaining_lines === true,
    catalogueVersion: row.summary_version,
  };
}

/**
 * Keeps the order's summary: called in the transaction that changed its lines,
 * after the last change (a change to the lines drops the summary, migration 013),
 * under the order's row lock like every change to them.
 */
export async function writeTrolleySummary(
  tx: Queryable,
  customerOrderId: string,
  summary: LineSummary,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into trolley_summaries (customer_order_id, item_count, item_total_pence, hard_conflicts,
       contains_entertaining_lines, catalogue_version, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (customer_order_id) do update set item_count = excluded.item_count,
       item_total_pence = excluded.item_total_pence, hard_conflicts = excluded.hard_conflicts,
       contains_entertaining_lines = excluded.contains_entertaining_lines,
       catalogue_version = excluded.catalogue_version, updated_at = excluded.updated_at`,
    [
      customerOrderId,
      summary.itemCount,
      summary.itemTotalPence,
      summary.hardConflicts,
      summary.containsEntertainingLines,
      summary.catalogueVersion,
      now,
    ],
  );
}

/** Keeps the summary of a trolley just evaluated (after the transaction's last change to its lines). */
export function writeEvaluatedSummary(
  tx: Queryable,
  customerOrderId: string,
  evaluated: EvaluatedTrolley,
  now: Date,
): Promise<void> {
  return writeTrolleySummary(tx, customerOrderId, lineSummaryOf(evaluated.lines, evaluated.catalogueVersion), now);
}

/**
 * Works the order's summary out again from its lines, as getTrolley reads
 * them, and keeps it. The caller holds the order's row lock, so no change to
 * the lines can land between the read and the write.
 */
export async function refreshTrolleySummary(tx: Queryable, customerOrderId: string, now: Date): Promise<LineSummary> {
  // The version first: prices read after it are of that version or newer, never older.
  const [version] = await tx.query<{ catalogue_version: string }>(`select ${CATALOGUE_VERSION}`);
  if (!version) throw new Error('The catalogue version statement answered no row');
  const summary = lineSummaryOf(await loadTrolleyLines(tx, customerOrderId), version.catalogue_version);
  await writeTrolleySummary(tx, customerOrderId, summary, now);
  return summary;
}
