import { isIPv4 } from 'node:net';
import { addressOf } from './client-address.ts';

/**
 * The one key every client address that is not an address shares. A balancer that writes a form
 * `addressOf` does not know would otherwise make each connection a client of its own; sharing one
 * budget keeps the limits, and the request log says so (`request-logging.ts`).
 */
export const UNPARSED_CLIENT_KEY = 'unparsed';

/**
 * The key a client's requests are counted under: its IPv4 address, or the /48
 * network of its IPv6 address, however the address is written (a port, brackets, a zone:
 * `addressOf`). One home or phone gets at least a /64, and a
 * /48 is what one customer of an ISP or host can get (free from tunnel
 * brokers), so counting /64s would hand one client 65,536 budgets and let one
 * /48 reach the site-wide limits. A /48 shared by many homes is like a
 * carrier's shared IPv4 address, which the per-client numbers allow for.
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket
 * reports IPv4 clients) counts as the IPv4 address. No pattern runs on the
 * address: it is split on ':' and '.', so hostile input costs linear time.
 */
export function clientKey(clientAddress: string): string {
  const address = addressOf(clientAddress);
  if (address === undefined) return UNPARSED_CLIENT_KEY;
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  const isV4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isV4Mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of an address `isIPv6` accepted (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
