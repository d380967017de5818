/**
 * Where the server may send a request on a member's behalf (webhooks, decision 0036): only to
 * public addresses. A name is resolved and every address it resolves to is checked; the same check
 * runs as the connection is made (`guardedLookup`), so a name that changes its answer after the
 * save (DNS rebinding) is still refused. Loopback and private ranges pass only when allowed (local
 * development, tests); link-local (169.254.0.0/16, with the cloud metadata address, and fe80::/10)
 * and multicast never do.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type AddressPolicy = { allowPrivate: boolean };
export type AddressVerdict = 'public' | 'private' | 'forbidden';

const PRIVATE_V4 = new Set(['private', 'loopback', 'carrierGradeNat']);
/** IPv6 global unicast (2000::/3): outside it nothing is public, whatever ipaddr.js calls "unicast". */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * What kind of address `ip` is: public, private (loopback, RFC 1918, unique local, CGNAT), or never
 * allowed. Public means plainly global unicast: IPv4 outside every special range, IPv6 inside
 * 2000::/3 and outside its special ranges. An IPv6 address is judged as itself, never as the IPv4
 * address it may embed, so every form that carries an IPv4 address is refused whatever that address
 * is: IPv4-compatible (::/96, such as ::7f00:1 for 127.0.0.1), IPv4-mapped (::ffff:0:0/96) and
 * translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo
 * (2001::/32). Every spelling parses to the same address, so each is judged alike.
 */
export function classifyAddress(ip: string): AddressVerdict {
  if (!ipaddr.isValid(ip)) return 'forbidden';
  const addr = ipaddr.parse(ip);
  if (addr instanceof ipaddr.IPv4) {
    const range = addr.range();
    if (range === 'unicast') return 'public';
    return PRIVATE_V4.has(range) ? 'private' : 'forbidden';
  }
  const range = addr.range();
  if (range === 'loopback' || range === 'uniqueLocal') return 'private';
  if (range === 'unicast' && addr.match(GLOBAL_UNICAST_V6)) return 'public';
  return 'forbidden'; // the forms above, link-local, multicast, unspecified, documentation, …
}

export const allowedAddress = (ip: string, policy: AddressPolicy) => {
  const v = classifyAddress(ip);
  return v === 'public' || (v === 'private' && policy.allowPrivate);
};

/** Resolves `host` (a name or an address): 'ok', 'refused' (an address it resolves to is not allowed) or 'unresolvable'. */
export async function checkHost(host: string, policy: AddressPolicy): Promise<'ok' | 'refused' | 'unresolvable'> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(bare)
      ? [bare]
      : (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.every((a) => allowedAddress(a, policy)) ? 'ok' : 'refused';
}

/** A `lookup` for http(s).request that refuses, at connection time, any address the policy does not allow. */
export function guardedLookup(policy: AddressPolicy) {
  return (
    hostname: string,
    options: object,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !allowedAddress(a.address, policy));
      if (bad || !list.length) {
        const e: NodeJS.ErrnoException = new Error(`The address ${bad?.address ?? hostname} is not public`);
        e.code = 'EADDRNOTPUBLIC';
        return callback(e, '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
