import * as z from './zod.ts';

export const TERM_SUGGEST_MAX_TERMS = 10;
/** Spec section 5: suggestions are cleared under 2 characters. */
export const TERM_SUGGEST_MIN_LENGTH = 2;

/**
 * GET /term-suggest?term= (spec section 7: "reads a terms array"). The header
 * parses this in its search, so it sits in a small module of its own, and uses
 * `refine` rather than `maxLength`, which the header's bundle otherwise lacks.
 */
export const TermSuggestResponse = z.object({
  terms: z.array(z.string()).check(
    z.refine((terms) => terms.length <= TERM_SUGGEST_MAX_TERMS, {
      message: `At most ${TERM_SUGGEST_MAX_TERMS} terms`,
    }),
  ),
});
export type TermSuggestResponse = z.infer<typeof TermSuggestResponse>;
