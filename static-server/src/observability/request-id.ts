import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { REQUEST_ID_HEADER, isWellFormedRequestId } from '@mwangaza/shared/request-id';

/**
 * Fastify's genReqId for a static server, the edge of a request: the `X-Request-Id` of a proxy in front
 * (nginx, a load balancer) when TRUST_PROXY trusts the hop the request came from and the id is well-formed;
 * otherwise a new one. The shell's server passes it on to the API (proxy/forwarded-headers.ts).
 */
export function requestIdGenerator(trustProxy: number | string | false | undefined) {
  const trustsPeer = peerTrust(trustProxy);
  return (raw: IncomingMessage): string => {
    const given = raw.headers[REQUEST_ID_HEADER];
    return isWellFormedRequestId(given) && trustsPeer(raw.socket.remoteAddress ?? '') ? given : randomUUID();
  };
}

/** Whether the socket's peer is a trusted proxy (hop 0 of Fastify's trustProxy, as create-static-server sets it). */
function peerTrust(trustProxy: number | string | false | undefined): (address: string) => boolean {
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  if (!trustProxy) return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
}
