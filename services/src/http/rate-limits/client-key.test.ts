import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (length: number) => fc.array(group, { minLength: length, maxLength: length });
const ipv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }).map((bytes) => bytes.join('.'));

/** Every group written out, zero-padded and upper-case: the longest way to write the address. */
const longForm = (all: number[]) => all.map((value) => value.toString(16).toUpperCase().padStart(4, '0')).join(':');
/** The shortest way, as a URL parser writes it (`::` for the longest zero run). */
/** `::ffff:a.b.c.d` written as groups: counted as the IPv4 address, not by its network. */
const isV4Mapped = (all: number[]) => all.slice(0, 5).every((value) => value === 0) && all[5] === 0xffff;
const canonicalForm = (all: number[]) => new URL(`http://[${longForm(all)}]/`).hostname.slice(1, -1);

describe('clientKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /48 network', () => {
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0::/48');
    expect(clientKey('2001:db8:0:ffff::2')).toBe('2001:db8:0::/48');
    expect(clientKey('2001:DB8::1')).toBe('2001:db8:0::/48');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(clientKey('::1')).toBe('0:0:0::/48');
  });

  it('maps every address in one /48 to one key, however it is written', () => {
    fc.assert(
      fc.property(groups(3), groups(5), groups(5), (network, first, second) => {
        fc.pre(!isV4Mapped([...network, ...first]) && !isV4Mapped([...network, ...second]));
        const key = clientKey(longForm([...network, ...first]));
        expect(clientKey(canonicalForm([...network, ...second]))).toBe(key);
        expect(key).toBe(`${network.map((value) => value.toString(16)).join(':')}::/48`);
      }),
    );
  });

  it('gives different /48 networks different keys', () => {
    fc.assert(
      fc.property(groups(3), groups(3), groups(5), (network, other, host) => {
        fc.pre(
          network.join() !== other.join() && !isV4Mapped([...network, ...host]) && !isV4Mapped([...other, ...host]),
        );
        expect(clientKey(canonicalForm([...network, ...host]))).not.toBe(clientKey(canonicalForm([...other, ...host])));
      }),
    );
  });

  it('counts IPv4-mapped IPv6 as the IPv4 address, in dotted or hex form', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        expect(clientKey(`::ffff:${address}`)).toBe(address);
        expect(clientKey(`0:0:0:0:0:FFFF:${address}`)).toBe(address);
        expect(clientKey(new URL(`http://[::ffff:${address}]/`).hostname.slice(1, -1))).toBe(address);
      }),
    );
  });

  it('keys anything that is not an address by its first 64 characters', () => {
    expect(clientKey('unknown')).toBe('other:unknown');
    const hostile = `${'1:'.repeat(40_000)}::${'.1'.repeat(20_000)}`;
    expect(clientKey(hostile)).toBe(`other:${hostile.slice(0, 64)}`);
  });
});
