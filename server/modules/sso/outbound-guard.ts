import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../errors.ts';

// The SSRF guard of identity-provider URLs (discovery, tokens, keys, metadata): in production they must be https
// to public addresses, so an organization's admin cannot make the server call into the provider's own network.

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

export const INSECURE_URL = 'The identity provider must be reached over https at a public address.';

/** Whether an address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return true;
  return PRIVATE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Refuses a URL that is not https to a public address (every address its host resolves to). */
export async function assertPublicHttps(url: URL): Promise<void> {
  if (url.protocol !== 'https:') throw new AppError('BAD_INPUT', INSECURE_URL);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new AppError('BAD_INPUT', INSECURE_URL);
}
