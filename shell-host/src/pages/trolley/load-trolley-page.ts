import { BUYLIST_MAX_LINES, type ProductSummary } from '@grocer/shared-contracts/domain';
import { getProductsByLine } from '../../api/products-by-line.ts';
import type { SignedInCall } from '../../api/service-call.ts';
import { type LoadedTrolley, loadTrolley } from '../shared/load-trolley.ts';

export type LoadedTrolleyPage = LoadedTrolley & {
  /** The lines' products by id: none when the catalogue does not answer, and each line keeps a plain name. */
  readonly products: ReadonlyMap<string, ProductSummary>;
};

/**
 * The trolley with its lines' products, asked for together (as many lines as the catalogue takes at
 * a time) before any line is drawn: each line is drawn once, with its name and size, and nothing
 * below it moves as products arrive one by one under a shopper reading or tabbing through the page.
 */
export async function loadTrolleyPage(call: SignedInCall, now: Date): Promise<LoadedTrolleyPage> {
  const loaded = await loadTrolley(call, now);
  const lineNumbers = [...new Set(loaded.result?.trolley?.trolleyItems.map((line) => line.lineNumber) ?? [])];
  const batches = Array.from({ length: Math.ceil(lineNumbers.length / BUYLIST_MAX_LINES) }, (_, index) =>
    lineNumbers.slice(index * BUYLIST_MAX_LINES, (index + 1) * BUYLIST_MAX_LINES),
  );
  const products = await Promise.all(batches.map((batch) => getProductsByLine(call.servicesUrl, batch))).then(
    (answers) => answers.flat(),
    (error: unknown) => {
      console.warn("[shell] could not load the trolley's products", error);
      return [];
    },
  );
  return { ...loaded, products: new Map(products.map((product) => [product.id, product])) };
}
