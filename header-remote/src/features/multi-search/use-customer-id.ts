/**
 * The signed-in shopper's customer id, which keys their stored multi-search
 * list. The header has no session yet: the account feature fills this in
 * later. Until then everyone is a guest, stored under -1 (spec section 6).
 */
export function useCustomerId(): string | undefined {
  return undefined;
}
