import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ENVELOPE_502 = JSON.stringify({
  success: false,
  message: 'The API cannot be reached. Please try again shortly.',
});
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
): void {
  reply.hijack();
  const incoming = request.raw;
  const response = reply.raw;
  let continued = false;
  const upstream = http.request(target, {
    method: incoming.method,
    headers: { ...headers, host: target.host, expect: '100-continue' },
  });
  upstream.on('continue', () => {
    continued = true;
    response.writeContinue();
    incoming.pipe(upstream);
  });
  upstream.on('response', (answer) => {
    const out: http.OutgoingHttpHeaders = { ...answer.headers };
    for (const name of RESPONSE_HOP_BY_HOP) delete out[name];
    // The client's unsent body cannot be skipped on this connection.
    if (!continued) out.connection = 'close';
    response.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    request.log.warn({ err: error }, 'proxying a request with Expect failed');
    if (response.headersSent) return void response.destroy();
    response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    response.end(ENVELOPE_502);
  });
  upstream.flushHeaders();
}
