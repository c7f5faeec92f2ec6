import * as z from './zod.ts';
import type { HeaderEventName } from './events.ts';

/**
 * The shopper's cookie choices (spec section 3: consent flags for functional,
 * analytics and advertising, plus an overall consent cookie), as the site's
 * consent banner writes them. Names and values:
 * docs/decisions/009-consent-cookies.md.
 */
export const CONSENT_COOKIES = {
  overall: 'cookie_consent',
  functional: 'consent_functional',
  analytics: 'consent_analytics',
  advertising: 'consent_advertising',
} as const;

export const OVERALL_CONSENT_VALUES = ['accepted', 'rejected', 'custom'] as const;
export const OverallConsent = z.enum(OVERALL_CONSENT_VALUES);
export type OverallConsent = z.infer<typeof OverallConsent>;

export const CONSENT_PURPOSES = ['functional', 'analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A purpose flag is granted only by the exact text 'true'; anything else (missing, 'TRUE', '1') is no consent. */
const ConsentFlag = z.catch(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
  false,
);

/** The raw cookie values, as read from the browser: untrusted text, each unreadable value is "no". */
export const ConsentCookies = z.object({
  overall: z.catch(z.nullable(OverallConsent), null),
  functional: ConsentFlag,
  analytics: ConsentFlag,
  advertising: ConsentFlag,
});
export type ConsentCookieValues = { readonly [K in keyof typeof CONSENT_COOKIES]: string | undefined };

/** What the shopper agreed to. `choice` is null when no choice has been recorded (no consent at all). */
export const ConsentFlags = z.object({
  choice: z.nullable(OverallConsent),
  functional: z.boolean(),
  analytics: z.boolean(),
  advertising: z.boolean(),
});
export type ConsentFlags = z.infer<typeof ConsentFlags>;

export const NO_CONSENT: ConsentFlags = Object.freeze({
  choice: null,
  functional: false,
  analytics: false,
  advertising: false,
});

/**
 * The overall cookie decides: 'accepted' grants every purpose, 'rejected'
 * none, 'custom' the purposes whose own flag is 'true'. Without a readable
 * overall choice nothing is granted, whatever stray flags say: consent must
 * be given, never assumed.
 */
export function consentFromCookies(values: ConsentCookieValues): ConsentFlags {
  const parsed = ConsentCookies.safeParse({ ...values, overall: values.overall ?? null });
  if (!parsed.success) return NO_CONSENT;
  const { overall, functional, analytics, advertising } = parsed.data;
  switch (overall) {
    case 'accepted':
      return { choice: overall, functional: true, analytics: true, advertising: true };
    case 'custom':
      return { choice: overall, functional, analytics, advertising };
    case 'rejected':
      return { ...NO_CONSENT, choice: overall };
    default:
      return NO_CONSENT;
  }
}

/**
 * Which consent each header event needs before it may leave through
 * `onEvent` (null: always sent; the host needs it to run the page). Every
 * event is listed, so a new event cannot be added without deciding.
 * Personalisation goes to a third-party service that tailors offers to the
 * shopper: advertising consent (docs/decisions/009-consent-cookies.md).
 */
export const EVENT_CONSENT: { readonly [K in HeaderEventName]: ConsentPurpose | null } = {
  header_ready: null,
  contract_mismatch: null,
  auth_required: null,
  header_error: null,
  analytics: 'analytics',
  personalisation: 'advertising',
  vitals: 'analytics',
};

/** Whether the event may leave the header under these consent flags. */
export function mayEmit(name: HeaderEventName, consent: ConsentFlags): boolean {
  const purpose = EVENT_CONSENT[name];
  return purpose === null || consent[purpose];
}

/** One cookie's value in a `Cookie` header or `document.cookie`, URI-decoded where it can be; undefined when absent. */
export function readCookie(name: string, source: string): string | undefined {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The shopper's consent as a cookie string (`document.cookie`, a `Cookie` header) says it: the header's and a host's one reading. */
export function consentFromCookieString(source: string): ConsentFlags {
  return consentFromCookies({
    overall: readCookie(CONSENT_COOKIES.overall, source),
    functional: readCookie(CONSENT_COOKIES.functional, source),
    analytics: readCookie(CONSENT_COOKIES.analytics, source),
    advertising: readCookie(CONSENT_COOKIES.advertising, source),
  });
}
