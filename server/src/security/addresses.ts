// The client address as the throttle counts it: an IPv4 address as it is, an IPv6 address by its
// /64 network (one household or host gets a whole /64 and could rotate through it).
import { isIPv6 } from 'node:net';

function expand(ipv6: string): string[] {
  const [head, tail = ''] = ipv6.split('::');
  const left = head ? head.split(':') : [];
  const right = ipv6.includes('::') && tail ? tail.split(':') : [];
  const fill = ipv6.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right];
}

export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const groups = expand(ip.toLowerCase().split('%')[0]!);
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
