/**
 * Why a release of the remote was refused: each is counted (the host's /health) and logged. `older`:
 * signed no later than the release serving, so replaying an old release cannot take a host back.
 * `proof`: signed, but its server build does not run, or does not render a page (release-proof.ts).
 */
export type RefusalReason = 'signature' | 'hash' | 'origin' | 'contract' | 'older' | 'proof';

/** A release the host will not run or inline: it stays on the release it has (or the browser's header). */
export class RefusedRelease extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
