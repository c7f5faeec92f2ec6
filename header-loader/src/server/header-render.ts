/**
 * One render of the header with a release's `header/server` module, as a page has it: the remote's
 * answer parsed, then its fragment. It runs where the release's code runs, in the release's worker
 * (render-worker.ts), and what it answers is plain data that crosses back to the page server.
 */
import * as z from '@grocer/shared-contracts/zod';

/** What the remote's `header/server` module gives a host. */
export type HeaderServerModule = {
  readonly renderHeader: (request: Omit<RenderHeaderRequest, 'nonce'>) => Promise<unknown>;
  /** `nonce`: the page's CSP nonce, for the fragment's inline script (a release before 1.8.0 writes none). */
  readonly headerFragment: (
    rendered: RenderedHeader,
    props: Record<string, unknown>,
    options: { readonly nonce?: string },
  ) => string;
};

export type RenderHeaderRequest = {
  /** The header's props, as the page's script will pass them: serialisable, no `onEvent`. */
  readonly props: Record<string, unknown>;
  /** The page request's Cookie header: the shopper's session. */
  readonly cookie?: string;
  /** The page's absolute URL: links that come back to it (sign in) and the current page's mark. */
  readonly pageUrl?: string;
  /** The time the services calls may take in all; past it the header renders what is known. */
  readonly budgetMs?: number;
  /** How the render calls the services: the host's, which carries the page's trace on (decision 041). */
  readonly fetch?: typeof fetch;
  /** The page's CSP nonce, for the fragment's inline script. */
  readonly nonce?: string;
};

/** The remote's answer, parsed: it crosses a deployment boundary like any other input. */
export const RenderedHeader = z.looseObject({
  html: z.string(),
  stateJson: z.string(),
  complete: z.boolean(),
  /** The services outlasted the budget (an older release never says). */
  budgetMissed: z.optional(z.boolean()),
});
export type RenderedHeader = z.infer<typeof RenderedHeader>;

/** What the page server reads of a render besides its fragment: whether it may be reused, and why it was cut short. */
export type RenderedState = Pick<RenderedHeader, 'stateJson' | 'complete' | 'budgetMissed'>;

/**
 * A render's outcome: the header, or what went wrong: it threw (`failed`), answered something that
 * is not a header (`unexpected`), was still out at its deadline (`late`), or held its worker's
 * thread past the deadline, so the worker was stopped (`held`).
 */
export type RenderOutcome =
  | { readonly rendered: RenderedState; readonly fragment: string }
  | { readonly failure: 'failed' | 'unexpected' | 'late' | 'held'; readonly problem: string };

export async function renderWith(
  module: HeaderServerModule,
  { nonce, ...request }: RenderHeaderRequest,
): Promise<RenderOutcome> {
  try {
    const parsed = RenderedHeader.safeParse(await module.renderHeader(request));
    if (!parsed.success) return { failure: 'unexpected', problem: z.prettifyError(parsed.error) };
    const fragment = module.headerFragment(parsed.data, request.props, { nonce });
    if (typeof fragment !== 'string') return { failure: 'unexpected', problem: 'its fragment is not a string' };
    // Only what the host reads crosses back: anything else a release adds may not be data at all, and
    // the header's HTML is in the fragment already (on a signed-in page it is most of what crosses).
    const { stateJson, complete, budgetMissed } = parsed.data;
    const rendered = budgetMissed === undefined ? { stateJson, complete } : { stateJson, complete, budgetMissed };
    return { rendered, fragment };
  } catch (error) {
    return { failure: 'failed', problem: String(error) };
  }
}
