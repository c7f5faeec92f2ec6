/**
 * A release of the remote proves itself before it serves a page: its server build renders the
 * header for a guest and for a shopper, as a page would, and each answer must be one the host
 * accepts (the render path's own parse and fragment), in time. A release signed and verified can
 * still be broken; one that is not proven is refused (`proof`) and the last good release serves on.
 */
import { RefusedRelease } from './refused-release.ts';

/**
 * A page waits some 300 ms for its header; a release's first render, cold, is given longer, so a
 * busy moment does not refuse a good release for good. A render past it is a broken release.
 */
export const PROOF_DEADLINE_MS = 1000;

/** What the proof asks a render with: a page's props and cookie, and the services as it reaches them. */
export type ProofRequest = {
  readonly props: Record<string, unknown>;
  readonly cookie?: string;
  readonly budgetMs: number;
  readonly fetch: typeof fetch;
};

/** One render as a page has it: undefined when the host would serve it, else what is wrong with it. */
export type ProofRender = (request: ProofRequest) => Promise<string | undefined>;

/**
 * The services as the proof has them: down. A render must survive that (the header's degraded
 * states), and nothing fake is kept in the new release's caches to be shown to real shoppers.
 */
const servicesDown: typeof fetch = async () =>
  Response.json({ message: 'A release being proven asks no service' }, { status: 503 });

/** The header's session indicator (the contract's TOKEN_SESSION_COOKIE, an entry page teams do not install). */
export const SESSION_INDICATOR_COOKIE = 'X-Has-Token-Session';
/** A shopper's page. */
const SHOPPER_COOKIE = `${SESSION_INDICATOR_COOKIE}=true`;

const visitors = [
  ['a guest', undefined],
  ['a shopper', SHOPPER_COOKIE],
] as const;

/** Throws RefusedRelease('proof') unless `render` answers a guest and a shopper, each within `deadlineMs`. */
export async function proveRelease(
  render: ProofRender,
  props: Record<string, unknown>,
  deadlineMs = PROOF_DEADLINE_MS,
): Promise<void> {
  for (const [who, cookie] of visitors) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`took longer than ${deadlineMs} ms`), deadlineMs);
    });
    const request = { props, ...(cookie ? { cookie } : {}), budgetMs: deadlineMs / 2, fetch: servicesDown };
    try {
      const problem = await Promise.race([render(request).catch((error: unknown) => `threw ${String(error)}`), late]);
      if (problem !== undefined) throw new RefusedRelease('proof', `its render for ${who} ${problem}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
