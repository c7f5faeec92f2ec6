import { describe, expect, it } from 'vitest';
import { pageText } from './page-parts.ts';
import { NONCE_PLACEHOLDER, policyOrigins, securePages } from './page-security.ts';

const TEMPLATE = `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script defer src="/main.js" nonce="${NONCE_PLACEHOLDER}"></script>`;
const ORIGINS = policyOrigins({
  headerManifestUrl: 'https://header.example.co.uk/v3/mf-manifest.json',
  servicesUrl: 'https://api.example.co.uk:8443/base',
});

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

describe('securePages: the host page’s security headers', () => {
  const page = securePages(TEMPLATE, ORIGINS);

  it('gives every response a fresh nonce, the same in the policy and in every tag of the page', () => {
    const responses = Array.from({ length: 50 }, () => page(false));
    const nonces = responses.map(({ parts, headers }) => {
      const [nonce, ...others] = noncesIn(pageText(parts));
      expect(others).toEqual([nonce]);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('script-src')).toContain(`'nonce-${nonce}'`);
      expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(responses.length);
  });

  it('takes the remote’s and the services’ origins from the configured URLs', () => {
    expect(ORIGINS).toEqual({ remote: 'https://header.example.co.uk', services: 'https://api.example.co.uk:8443' });
    const policy = directives(page(false).headers['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toContain('https://header.example.co.uk');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://header.example.co.uk', 'https://api.example.co.uk:8443']),
    );
    expect(policy.get('img-src')).toContain('https://api.example.co.uk:8443');
  });

  it('allows no inline or eval’d script, no plugins, no <base>, and no framing', () => {
    const policy = directives(page(false).headers['content-security-policy'] ?? '');
    for (const directive of ['script-src', 'style-src', 'default-src']) {
      expect(policy.get(directive)).not.toContain("'unsafe-inline'");
      expect(policy.get(directive)).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends nosniff and a referrer policy always, HSTS only over https', () => {
    const overHttp = page(false).headers;
    expect(overHttp).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(overHttp).not.toHaveProperty('strict-transport-security');
    expect(page(true).headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('refuses a page built without the nonce placeholder, rather than serve scripts that cannot run', () => {
    expect(() => securePages('<script src="/main.js"></script>', ORIGINS)).toThrow(NONCE_PLACEHOLDER);
  });
});
