import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '@mwangaza/shared/request-id';

/** The header the API checks (PROXY_SECRET) before it believes X-Forwarded-For: api/src/plugins/app/http. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'expect'];

/**
 * The headers a request to the API carries: the client's address appended to whatever X-Forwarded-For the
 * client sent (the API trusts only as many entries from the right as there are proxies, so what a client
 * writes there itself is never taken as its address), X-Forwarded-Proto/Host as this server saw them (from
 * a proxy in front of it only when TRUST_PROXY says so), this request's id (in place of any the client sent),
 * and the shared secret that proves the hop.
 */
export function forwardedHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  secret: string | undefined,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete forwarded[name];
  delete forwarded[PROXY_SECRET_HEADER];
  const socketAddress = request.raw.socket.remoteAddress ?? '';
  const prior = headers['x-forwarded-for'];
  forwarded['x-forwarded-for'] = prior ? `${String(prior)}, ${socketAddress}` : socketAddress;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  forwarded[REQUEST_ID_HEADER] = request.id;
  if (secret) forwarded[PROXY_SECRET_HEADER] = secret;
  return forwarded;
}
