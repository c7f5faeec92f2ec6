import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey, UNPARSED_CLIENT_KEY } from './client-key.ts';

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

  it('keys anything that is not an address under one shared key, quickly', () => {
    for (const value of [
      'unknown',
      '',
      'example.com:443',
      '192.0.2.1:http',
      '[2001:db8::1',
      '[2001:db8::1]x',
      '192.0.2.1:80:90',
    ]) {
      expect(clientKey(value)).toBe(UNPARSED_CLIENT_KEY);
    }
    const hostile = `${'1:'.repeat(40_000)}::${'.1'.repeat(20_000)}`;
    expect(clientKey(hostile)).toBe(UNPARSED_CLIENT_KEY);
    expect(clientKey(`[${'1:'.repeat(40_000)}]:80`)).toBe(UNPARSED_CLIENT_KEY);
  });
});

/** A port, as a balancer writes the client's after its address. */
const port = fc.integer({ min: 0, max: 65_535 });
/** An interface's zone, as a link-local address carries it. */
const zone = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 15,
});

describe('clientKey of a forwarded address', () => {
  it('is the same for every form a balancer writes an IPv4 address in', () => {
    fc.assert(
      fc.property(ipv4, port, (address, clientPort) => {
        const hex = address.split('.').map(Number);
        const mapped = `::ffff:${(((hex[0] ?? 0) << 8) | (hex[1] ?? 0)).toString(16)}:${(((hex[2] ?? 0) << 8) | (hex[3] ?? 0)).toString(16)}`;
        const forms = [
          address,
          `${address}:${clientPort}`,
          `::ffff:${address}`,
          `[::ffff:${address}]:${clientPort}`,
          mapped,
          `[${mapped}]:${clientPort}`,
        ];
        expect(new Set(forms.map(clientKey))).toEqual(new Set([address]));
      }),
    );
  });

  it('is the same for every form a balancer writes an IPv6 address in', () => {
    fc.assert(
      fc.property(groups(8), port, zone, (all, clientPort, interfaceZone) => {
        fc.pre(!isV4Mapped(all));
        const forms = [longForm(all), canonicalForm(all)].flatMap((written) => [
          written,
          `[${written}]`,
          `[${written}]:${clientPort}`,
          `${written}%${interfaceZone}`,
          `[${written}%${interfaceZone}]:${clientPort}`,
        ]);
        expect(new Set(forms.map(clientKey))).toEqual(new Set([clientKey(canonicalForm(all))]));
        expect(clientKey(canonicalForm(all))).not.toBe(UNPARSED_CLIENT_KEY);
      }),
    );
  });
});
