/** Who a per-address count belongs to. */
import { isIPv6 } from 'node:net';

/**
 * An address as counted (insights' visitors, two-factor attempts per address): an IPv4 address as
 * it is; an IPv6 address by its first 64 bits (one household or host is given a whole /64 and may
 * pick any address in it), IPv4-mapped ones as their IPv4 address.
 */
export function countedAddress(ip: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
