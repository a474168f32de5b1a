import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, its host part hidden: `93.41.12.*` (the /24) for IPv4, `2001:db8:85a3:*`
 * (the /48) for IPv6, an IPv4-mapped IPv6 address as IPv4; null for anything else. The same networks the
 * new-access check compares (docs/decisions/0016): enough for a client to recognise home or office, not
 * enough to single out a line (docs/decisions/0061).
 */
export function maskedNetwork(address: string | null | undefined): string | null {
  const plain = (address ?? '').trim().replace(/^::ffff:(?=\d+\.)/i, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.*`;
  if (!isIPv6(plain)) return null;
  const expanded = expandIPv6(plain);
  return `${expanded
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}:*`;
}

/** The eight groups of an IPv6 address, each as written or '0' where '::' stood. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  // A trailing dotted IPv4 part counts as two groups; the host part is hidden anyway.
  const normalised = withoutZone.replace(/(\d+\.){3}\d+$/, '0:0');
  const [head = '', tail] = normalised.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...tailGroups];
}
