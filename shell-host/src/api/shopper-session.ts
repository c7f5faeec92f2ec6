import * as z from 'zod/mini';
import { SignInResponse } from '@grocer/shared-contracts';

/**
 * The host's own sign-in, kept for the browser tab in sessionStorage. Only
 * what the pages need is stored; whatever is found there is parsed, and
 * anything unreadable or expired counts as signed out.
 */
export const ShopperSession = z.pick(SignInResponse, { token: true, customerId: true, expiresAt: true });
export type ShopperSession = z.infer<typeof ShopperSession>;

export const SHOPPER_SESSION_KEY = 'fernleaf-shell-session';

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastSession: ShopperSession | null = null;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the pages then simply stay signed out.
    return undefined;
  }
}

function parseStored(raw: string | null, now: number): ShopperSession | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = ShopperSession.safeParse(json);
  if (!parsed.success || Date.parse(parsed.data.expiresAt) <= now) return null;
  return parsed.data;
}

/** The signed-in shopper, or null. The same object while the stored value is unchanged (for useSyncExternalStore). */
export function readShopperSession(now = Date.now()): ShopperSession | null {
  const raw = storage()?.getItem(SHOPPER_SESSION_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSession = parseStored(raw, now);
    if (raw !== null && lastSession === null) {
      console.warn('[shell] discarded an unreadable or expired stored session');
      storage()?.removeItem(SHOPPER_SESSION_KEY);
      lastRaw = null;
    }
  }
  return lastSession;
}

export function saveShopperSession(session: ShopperSession): void {
  storage()?.setItem(SHOPPER_SESSION_KEY, JSON.stringify(ShopperSession.parse(session)));
  notify();
}

export function clearShopperSession(): void {
  storage()?.removeItem(SHOPPER_SESSION_KEY);
  notify();
}

export function subscribeToShopperSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
