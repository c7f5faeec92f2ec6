import * as z from './zod.ts';
import { ProductSummary } from './catalogue.ts';
import { BUYLIST_MAX_LINES } from './routes.ts';

// A module of its own: the header never asks for a buylist, and its lazy pieces share catalogue.ts.

/** GET /v1/products?lineNumber=…&lineNumber=…: the products of a buylist, by line number (spec section 2). */
export const ProductLinesQuery = z.object({
  lineNumber: z
    .array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, 'Expected a line number')))
    .check(z.minLength(1), z.maxLength(BUYLIST_MAX_LINES)),
});
export type ProductLinesQuery = z.infer<typeof ProductLinesQuery>;

/** In the order asked for; a line number no product has is left out. */
export const ProductLinesResponse = z.object({ products: z.array(ProductSummary) });
export type ProductLinesResponse = z.infer<typeof ProductLinesResponse>;
