import { isIP } from 'node:net';

/** Longer than any address a balancer writes: brackets, 45 characters of IPv6, a zone, a port. */
const MAX_ADDRESS_LENGTH = 100;
const PORT = /^[0-9]{1,5}$/;

/**
 * The IP address in a client address as a socket or a load balancer gives it, in each form
 * balancers write: `192.0.2.1`, `192.0.2.1:51234`, `2001:db8::1`, `[2001:db8::1]:51234`, with or
 * without a zone (`fe80::1%eth0`). Undefined for anything else. Written by hand with `isIP`:
 * `net.SocketAddress.parse` parses as a URL does (it takes `user@192.0.2.1/x`, misses zones
 * and bare IPv6) and Node 20 lacks it. Checks the length first; no pattern sees the whole input.
 */
export function addressOf(clientAddress: string): string | undefined {
  if (clientAddress.length > MAX_ADDRESS_LENGTH) return undefined;
  const host = withoutPort(clientAddress);
  if (host === undefined) return undefined;
  const zoneless = host.split('%', 1)[0] ?? '';
  return isIP(zoneless) === 0 ? undefined : zoneless;
}

/** The host part: inside `[…]` (with an optional `:port` after), or before the one `:` of `IPv4:port`. */
function withoutPort(address: string): string | undefined {
  if (address.startsWith('[')) {
    const close = address.indexOf(']');
    const after = address.slice(close + 1);
    if (close < 0 || (after !== '' && !(after.startsWith(':') && PORT.test(after.slice(1))))) return undefined;
    return address.slice(1, close);
  }
  const colon = address.indexOf(':');
  // More than one colon: IPv6 without brackets, which cannot carry a port.
  if (colon < 0 || colon !== address.lastIndexOf(':')) return address;
  return PORT.test(address.slice(colon + 1)) ? address.slice(0, colon) : undefined;
}
