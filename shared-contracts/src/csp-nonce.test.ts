// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCspNonce } from './csp-nonce.ts';

describe('readCspNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce from the page’s csp-nonce meta', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="from-meta"><script nonce="from-script"></script>';
    expect(readCspNonce(document)).toBe('from-meta');
  });

  it('falls back to a nonce’d script when the page has no meta', () => {
    document.head.innerHTML = '<script type="module" nonce="from-script"></script>';
    expect(readCspNonce(document)).toBe('from-script');
  });

  it('is undefined on a page without a nonce, or with an empty one', () => {
    expect(readCspNonce(document)).toBeUndefined();
    document.head.innerHTML = '<meta property="csp-nonce" nonce="">';
    expect(readCspNonce(document)).toBeUndefined();
  });
});
