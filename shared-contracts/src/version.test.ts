import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, acceptHeaderContract, compareContractVersions } from './version.ts';

const part = fc.nat(20);
const version = fc.tuple(part, part, part).map((parts) => parts.join('.'));
const majorOf = (v: string) => v.split('.')[0];

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

  it('reads majors as numbers written out, not as prefixes: 1.x and 10.x differ, 1.x and 1.10.x agree', () => {
    expect(compareContractVersions('1.1.0', '10.1.0').status).toBe('incompatible');
    expect(compareContractVersions('1.1.0', '1.10.0').status).toBe('compatible');
  });

  it('is symmetric in whether versions agree', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareContractVersions(a, b).status).toBe(compareContractVersions(b, a).status);
      }),
    );
  });

  it('calls two versions incompatible exactly when their majors differ, and same only when they are equal', () => {
    fc.assert(
      fc.property(version, version, (host, remote) => {
        const { status } = compareContractVersions(host, remote);
        const expected = host === remote ? 'same' : majorOf(host) === majorOf(remote) ? 'compatible' : 'incompatible';
        expect(status).toBe(expected);
      }),
    );
  });

  it('names both versions in every mismatch message', () => {
    fc.assert(
      fc.property(version, version, (host, remote) => {
        fc.pre(host !== remote);
        const agreement = compareContractVersions(host, remote);
        expect(agreement).toMatchObject({ message: expect.stringContaining(`host ${host}, remote ${remote}`) });
      }),
    );
  });
});

describe('acceptHeaderContract', () => {
  it('accepts any remote of the same major silently: no event, no warning', () => {
    fc.assert(
      fc.property(part, part, (minor, patch) => {
        const onEvent = vi.fn();
        const warn = vi.fn();
        const remote = `${majorOf(CONTRACT_VERSION)}.${minor}.${patch}`;
        expect(acceptHeaderContract(remote, { onEvent, warn })).toBe(true);
        expect(onEvent).not.toHaveBeenCalled();
        expect(warn).not.toHaveBeenCalled();
      }),
    );
  });

  it('refuses another major with one contract_mismatch event and one warning that names both versions', () => {
    const onEvent = vi.fn();
    const warn = vi.fn();
    expect(acceptHeaderContract('2.0.0', { hostVersion: '1.1.0', onEvent, warn })).toBe(false);
    expect(onEvent.mock.calls).toEqual([
      ['contract_mismatch', { hostVersion: '1.1.0', remoteVersion: '2.0.0', status: 'incompatible' }],
    ]);
    expect(warn.mock.calls).toEqual([
      [
        'Header contract version mismatch: host 1.1.0, remote 2.0.0. Major versions differ, so props or events may be ' +
          'misread. Upgrade the host to @grocer/shared-contracts 2.x or pin the remote it loads. The page keeps its own header.',
      ],
    ]);
  });

  it('refuses a remote that declares no contract version', () => {
    const onEvent = vi.fn();
    expect(acceptHeaderContract(undefined, { onEvent, warn: () => {} })).toBe(false);
    expect(onEvent).toHaveBeenCalledWith('contract_mismatch', expect.objectContaining({ remoteVersion: 'none' }));
  });

  it("still refuses when the host's event handler throws", () => {
    const onEvent = () => {
      throw new Error('analytics down');
    };
    expect(acceptHeaderContract('9.0.0', { onEvent, warn: () => {} })).toBe(false);
  });

  it('warns on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    acceptHeaderContract('0.1.0', { hostVersion: '1.1.0' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
