import { compileTrust, type TrustProxy } from '../lib/client-address';

export type { TrustProxy };

const addressesOf = (raw: string) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function isTrustProxy(raw: string): boolean {
  if (raw === 'false' || /^\d+$/.test(raw)) return true;
  if (raw === 'true') return false;
  try {
    compileTrust(addressesOf(raw));
    return true;
  } catch {
    return false;
  }
}

/**
 * A hop count ("1": the shell's server; "2": a load balancer in front of it), "false"/"0", or the proxies'
 * addresses for proxy-addr ("loopback", "10.0.0.0/8, 127.0.0.1"). Unset: one hop, from this machine (the
 * shell's server proxying /api beside the API). "true" is refused: every client could then name its address.
 */
export function toTrustProxy(raw: unknown): TrustProxy {
  if (typeof raw !== 'string') return { hops: 1, addresses: ['loopback'] };
  if (raw === 'false') return { hops: 0 };
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  return { hops: Number.POSITIVE_INFINITY, addresses: addressesOf(raw) };
}
