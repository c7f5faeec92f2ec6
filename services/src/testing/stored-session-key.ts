import { hashSessionId } from '../features/auth/sessions.ts';
import { tokenSecret } from '../features/auth/token-secret.ts';
import { verifyToken } from '../features/auth/token.ts';

/** The stored key of a token's session (`sessions.token_hash`): sha256 of the session id inside it. */
export function storedKeyOf(token: string): string {
  const claims = verifyToken(token, tokenSecret(), new Date(0));
  if (!claims) throw new Error(`Not one of our tokens: ${token}`);
  return hashSessionId(claims.sessionId);
}
