import { describe, expect, it } from 'vitest';
import { parseHeaderModule } from './header-module.ts';
import { retryDelayMs } from './load-header.ts';

describe('parseHeaderModule', () => {
  it('accepts the exposed named exports', () => {
    const Header = () => null;
    expect(parseHeaderModule({ Header, contractVersion: '1.0.0' })).toEqual({ Header, contractVersion: '1.0.0' });
  });

  it('rejects a module whose Header is a module again (the default-export interop trap)', () => {
    expect(() => parseHeaderModule({ default: { Header: () => null } })).toThrow(
      /"header\/Header" has an unexpected shape/,
    );
  });
});

describe('retryDelayMs', () => {
  it('backs off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
