import { useAtomValue } from 'jotai';
import { authStateAtom } from '../../shopping/auth-state.ts';

/**
 * The signed-in shopper's customer id, which keys their stored multi-search
 * list; undefined for a guest, stored under -1 (spec section 6).
 */
export function useCustomerId(): string | undefined {
  const auth = useAtomValue(authStateAtom);
  return auth.isLoggedIn ? (auth.customerId ?? undefined) : undefined;
}
