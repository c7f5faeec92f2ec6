import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { loadTokenSecret } from './token-secret.ts';

describe('loadTokenSecret', () => {
  it('uses TOKEN_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(loadTokenSecret({ TOKEN_SECRET: secret, NODE_ENV: 'production' })).toEqual(Buffer.from(secret));
  });

  it('makes up a random per-process secret outside production', () => {
    const first = loadTokenSecret({});
    expect(first).toHaveLength(32);
    expect(loadTokenSecret({ NODE_ENV: 'development', TOKEN_SECRET: '' })).not.toEqual(first);
  });

  it('refuses to start in production without one', () => {
    expect(() => loadTokenSecret({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadTokenSecret({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET: required/);
  });

  it('refuses a short secret', () => {
    expect(() => loadTokenSecret({ TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
