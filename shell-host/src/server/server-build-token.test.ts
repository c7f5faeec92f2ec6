// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverBuildToken } from './server-build-token.ts';

const TOKEN = 'a-server-build-token-of-32-chars!';

describe("the credential a host reads the remote's server build with", () => {
  it('is the one it is given, in production or not', () => {
    expect(serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: TOKEN })).toBe(TOKEN);
    expect(serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: TOKEN, NODE_ENV: 'production' })).toBe(TOKEN);
  });

  it('is none outside production when unset or empty, for a development remote that asks for none', () => {
    expect(serverBuildToken({})).toBeUndefined();
    expect(serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: '' })).toBeUndefined();
  });

  it('keeps a production host from starting without one, and any host with one too short to keep', () => {
    expect(() => serverBuildToken({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start with NODE_ENV=production: HEADER_SERVER_BUILD_TOKEN is required (docs/production.md).',
    );
    expect(() => serverBuildToken({ NODE_ENV: 'production', HEADER_SERVER_BUILD_TOKEN: '' })).toThrow(/is required/);
    expect(() => serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: 'short' })).toThrow(
      'Refusing to start: HEADER_SERVER_BUILD_TOKEN must be at least 32 characters (docs/production.md).',
    );
  });
});
