import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { SeenClient } from './queries.js';

/** How far back a browser and network count as already seen (docs/decisions/0016). */
export const SEEN_ACCESS_DAYS = 90;
/** The distinct browsers and addresses compared; far more than anyone uses in the window. */
export const MAX_COMPARED = 500;

/** The browser without its version numbers, so that a browser update is not a new browser. */
export const browserSignature = (userAgent: string | null | undefined) =>
  (userAgent ?? '').replace(/\d+(?:[._]\d+)*/g, '#').trim();

/** The /24 (IPv4) or /48 (IPv6) network of an address, as a matcher; IPv4-mapped IPv6 counts as IPv4. */
function networkOf(address: string | null | undefined): (other: string | null | undefined) => boolean {
  const plain = (value: string | null | undefined) => (value ?? '').replace(/^::ffff:(?=\d+\.)/i, '');
  const own = plain(address);
  const family = isIPv4(own) ? 'ipv4' : isIPv6(own) ? 'ipv6' : undefined;
  if (!family) return (other) => plain(other) === own;
  const subnet = new BlockList();
  subnet.addSubnet(own, family === 'ipv4' ? 24 : 48, family);
  return (other) => {
    const candidate = plain(other);
    return (family === 'ipv4' ? isIPv4(candidate) : isIPv6(candidate)) && subnet.check(candidate, family);
  };
}

/**
 * A new access: the user has logged in before (`ever`), and none of their sessions of the last 90 days
 * (`recent`, read with the new session: sessions.ts) came from the same browser (user agent without
 * versions) on the same network (/24 or /48).
 */
export function isNewAccess(
  client: { userAgent?: string; ipAddress?: string },
  { ever, recent }: { ever: boolean; recent: SeenClient[] },
): boolean {
  if (!ever) return false;
  const browser = browserSignature(client.userAgent);
  const sameNetwork = networkOf(client.ipAddress);
  return !recent.some((seen) => browserSignature(seen.userAgent) === browser && sameNetwork(seen.ipAddress));
}
