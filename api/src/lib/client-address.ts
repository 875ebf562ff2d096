import proxyAddr from '@fastify/proxy-addr';

/** `hops`: how many proxies in front of the API are trusted; `addresses`: only hops from these. */
export interface TrustProxy {
  hops: number;
  addresses?: string[];
}

/** proxy-addr's matcher for addresses, CIDR ranges and names ("loopback", "uniquelocal"); throws on bad input. */
export function compileTrust(addresses: string[]): (address: string, hop: number) => boolean {
  return proxyAddr.compile(addresses);
}

/**
 * Fastify's trustProxy: the socket's peer is hop 0, the last X-Forwarded-For entry hop 1, and so on. A hop is
 * trusted to report the one before it only while it is within the configured count and, if addresses are
 * configured, comes from one of them. So with one trusted hop the client is the address the shell's server
 * appended, whatever the client wrote to the left of it.
 */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  const fromAllowed = trust.addresses ? compileTrust(trust.addresses) : () => true;
  return (address, hop) => hop < trust.hops && fromAllowed(address, hop);
}
