import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareContractVersions } from './version.ts';

describe('compareContractVersions', () => {
  it('is silent when host and remote agree', () => {
    expect(compareContractVersions('1.2.0', '1.2.0')).toEqual({ status: 'same' });
  });

  it('calls a minor difference compatible and names both versions', () => {
    const agreement = compareContractVersions('1.0.0', '1.3.0');
    expect(agreement.status).toBe('compatible');
    expect(agreement).toMatchObject({ message: expect.stringContaining('host 1.0.0, remote 1.3.0') });
  });

  it('calls a major difference incompatible and says how to fix it', () => {
    const agreement = compareContractVersions('1.4.0', '2.0.0');
    expect(agreement).toEqual({
      status: 'incompatible',
      message: expect.stringContaining('Upgrade the host to @grocer/shared-contracts 2.x'),
    });
  });

  it('is symmetric in whether versions agree', () => {
    const version = fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5)).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareContractVersions(a, b).status).toBe(compareContractVersions(b, a).status);
      }),
    );
  });
});
