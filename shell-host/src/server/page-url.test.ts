import { describe, expect, it } from 'vitest';
import { pageUrlOf } from './page-url.ts';

describe('pageUrlOf', () => {
  const site = 'https://www.grocer.example';

  it('is the configured origin with the request’s path and query', () => {
    expect(pageUrlOf('/ecom/shop/search?searchTerm=milk', site)).toBe(
      'https://www.grocer.example/ecom/shop/search?searchTerm=milk',
    );
  });

  it('never takes an origin from the request line', () => {
    for (const line of ['//evil.example/ecom?x=1', 'http://evil.example/ecom?x=1', '/\\evil.example/ecom?x=1']) {
      expect(new URL(pageUrlOf(line, site)).origin).toBe(site);
    }
    expect(pageUrlOf('//evil.example/ecom?x=1', site)).toBe('https://www.grocer.example/ecom?x=1');
  });

  it('never takes an origin from a path that normalises to one', () => {
    for (const line of [
      '/.//evil.example/ecom',
      '/..//evil.example/ecom',
      '/%2e//evil.example/ecom',
      '/a/..//evil.example/ecom',
    ]) {
      expect(pageUrlOf(line, site)).toBe('https://www.grocer.example/evil.example/ecom');
    }
    expect(pageUrlOf('/ecom//shop///search?q=a//b', site)).toBe('https://www.grocer.example/ecom/shop/search?q=a//b');
  });
});
