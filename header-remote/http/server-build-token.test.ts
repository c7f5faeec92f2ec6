// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverBuildToken } from './server-build-token.ts';

const TOKEN = 'a-server-build-token-of-32-chars!';

describe("the remote's server build credential, from its environment", () => {
  it('is the token given, in development and in production, with nothing said', () => {
    for (const production of [true, false]) {
      const warnings: string[] = [];
      expect(
        serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: TOKEN }, production, (message) => warnings.push(message)),
      ).toBe(TOKEN);
      expect(warnings).toEqual([]);
    }
  });

  it('is none when unset or empty: quietly in development, with one warning saying why in production', () => {
    const warnings: string[] = [];
    expect(serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: '' }, false, (message) => warnings.push(message))).toBe(
      undefined,
    );
    expect(warnings).toEqual([]);
    expect(serverBuildToken({}, true, (message) => warnings.push(message))).toBe(undefined);
    expect(warnings).toEqual([expect.stringMatching(/^HEADER_SERVER_BUILD_TOKEN is not set: .* served to nobody/)]);
  });

  it('stops the start when too short to keep', () => {
    expect(() => serverBuildToken({ HEADER_SERVER_BUILD_TOKEN: 'short' }, false, () => {})).toThrow(
      'Refusing to start: HEADER_SERVER_BUILD_TOKEN must be at least 32 characters.',
    );
  });
});
