import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../errors/envelope';
import { SECURITY_HEADERS } from '../http/security-headers';

const RESPONSE_HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

export function expectsContinue(request: FastifyRequest): boolean {
  return String(request.headers.expect ?? '').toLowerCase() === '100-continue';
}

/**
 * A request with `Expect: 100-continue`, passed on as RFC 9110 (10.1.1) asks of a proxy: the API sees the
 * head with the expectation and decides; its "100 Continue" is relayed to the client, which only then sends
 * the body, and a final answer given first (a 413 for a declared length over the limit, a 401) reaches the
 * client before it has sent anything. The proxy's HTTP client (undici) refuses Expect, so Node's http
 * client carries these few requests.
 */
export function relayExpectContinue(
  request: FastifyRequest,
  reply: FastifyReply,
  target: URL,
  headers: http.OutgoingHttpHeaders,
  timeoutMs: number,
): void {
  reply.hijack();
  const incoming = request.raw;
  const response = reply.raw;
  let continued = false;
  const upstream = http.request(target, {
    method: incoming.method,
    headers: { ...headers, host: target.host, expect: '100-continue' },
  });
  let timedOut = false;
  // The API decides on the expectation, then answers, within the proxy's time (0: no limit).
  upstream.setTimeout(timeoutMs, () => {
    timedOut = true;
    upstream.destroy();
  });
  upstream.on('continue', () => {
    continued = true;
    response.writeContinue();
    incoming.pipe(upstream);
  });
  upstream.on('response', (answer) => {
    const out: http.OutgoingHttpHeaders = { ...answer.headers, ...SECURITY_HEADERS };
    for (const name of RESPONSE_HOP_BY_HOP) delete out[name];
    // The client's unsent body cannot be skipped on this connection.
    if (!continued) out.connection = 'close';
    response.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    request.log.warn({ err: error }, 'proxying a request with Expect failed');
    if (response.headersSent) return void response.destroy();
    response.writeHead(timedOut ? 504 : 502, {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    const message = timedOut ? MESSAGES.apiTimedOut : MESSAGES.apiUnreachable;
    response.end(JSON.stringify({ success: false, message }));
  });
  upstream.flushHeaders();
}
