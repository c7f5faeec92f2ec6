/** Why a release of the remote was refused: each is counted (the host's /health) and logged. */
export type RefusalReason = 'signature' | 'hash' | 'origin' | 'contract';

/** A release the host will not run or inline: it stays on the release it has (or the browser's header). */
export class RefusedRelease extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}
