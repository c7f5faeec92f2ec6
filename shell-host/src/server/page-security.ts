/**
 * The security headers of the host's /ecom pages. Every page gets a
 * nonce-based Content-Security-Policy with a fresh nonce, written into the
 * page's tags (`__CSP_NONCE__` in src/index.html) and nowhere else, so a
 * script injected into the page, which cannot know it, does not run.
 * The origins come from the same runtime configuration the page is given.
 */
import { randomBytes } from 'node:crypto';
import { fillPage, hasPlace, PAGE_PLACES, type PageParts, splitPage } from './page-parts.ts';

export const NONCE_PLACEHOLDER = PAGE_PLACES.nonce;

export type PolicyOrigins = { readonly remote: string; readonly services: string };

/** The remote's origin (its manifest and chunks come from there) and the services' (the API and images). */
export function policyOrigins(config: {
  readonly headerManifestUrl: string;
  readonly servicesUrl: string;
}): PolicyOrigins {
  return { remote: new URL(config.headerManifestUrl).origin, services: new URL(config.servicesUrl).origin };
}

/** 128 random bits, base64url: safe in a header and in an unquoted HTML attribute. */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function contentSecurityPolicy(origins: PolicyOrigins, nonce: string): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // The nonce admits the page's own tags and every chunk webpack loads (it passes the nonce on);
    // the remote's origin admits remoteEntry.js, which the federation runtime adds without one.
    'script-src': [`'nonce-${nonce}'`, origins.remote],
    // style-loader puts the nonce on every <style> the host adds; the remote's stylesheets come from its origin.
    'style-src': [`'nonce-${nonce}'`, origins.remote],
    // Product and content images come from the services; the favicon from the host.
    'img-src': ["'self'", origins.services],
    'connect-src': ["'self'", origins.services, origins.remote],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

export type PageSecurityOptions = { readonly origins: PolicyOrigins; readonly nonce: string; readonly https: boolean };

export function pageSecurityHeaders({ origins, nonce, https }: PageSecurityOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins, nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Browsers ignore HSTS received over http, and a host that is reached over http must not promise https.
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

export type SecurePage = {
  /** The page's bytes, its nonce in place, with the header, body, footer and answers to fill (page-parts.ts). */
  readonly parts: PageParts;
  readonly headers: Record<string, string>;
  readonly nonce: string;
};

/**
 * Turns the page template into one response per request: a fresh nonce in the
 * page's tags and in its policy. The template is split and encoded once, so each
 * response costs only the nonce's few bytes.
 */
export function securePages(template: string, origins: PolicyOrigins): (https: boolean) => SecurePage {
  const parts = splitPage(template);
  if (!hasPlace(parts, 'nonce'))
    throw new Error(`The page has no ${NONCE_PLACEHOLDER}: was it built from shell-host/src/index.html?`);
  return (https) => {
    const nonce = newNonce();
    return {
      parts: fillPage(parts, { nonce: Buffer.from(nonce) }),
      headers: pageSecurityHeaders({ origins, nonce, https }),
      nonce,
    };
  };
}
