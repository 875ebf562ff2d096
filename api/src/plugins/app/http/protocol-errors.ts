import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { writeRawError } from './framework-errors';

const NOT_A_PREFLIGHT =
  'OPTIONS is answered only as a CORS preflight: send Origin and Access-Control-Request-Method';

/**
 * Requests that Node's HTTP server, Fastify or @fastify/cors would answer in their own words (plain text,
 * their own JSON, or an empty body), refused here in the envelope instead: an OPTIONS that is no CORS
 * preflight, an HTTP/1.1 request without Host, an expectation other than 100-continue, CONNECT, and any
 * request that arrives after shutdown has begun (503, so a load balancer tries another instance).
 * Registered before the CORS plugin, so its hook sees an OPTIONS first.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });

    // Node answers an unknown expectation with a bare 417: let the hook below refuse it instead.
    app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
    // CONNECT never reaches a route; without a listener Node just drops the connection.
    app.server.on('connect', (_request, socket) => writeRawError(socket, 405, 'CONNECT is not supported'));

    app.addHook('onRequest', (request, reply, done) => {
      const { headers } = request;
      if (closing) {
        reply.header('connection', 'close');
        return done(new HttpError(503, MESSAGES.unavailable));
      }
      // Node's own check (requireHostHeader) is off, as it answers with an empty body.
      if (request.raw.httpVersion === '1.1' && headers.host === undefined)
        return done(new HttpError(400, 'An HTTP/1.1 request needs a Host header'));
      if (headers.expect !== undefined && headers.expect.toLowerCase() !== '100-continue')
        return done(new HttpError(417, 'The only expectation supported is "Expect: 100-continue"'));
      if (request.method === 'OPTIONS' && (!headers.origin || !headers['access-control-request-method']))
        return done(new HttpError(400, NOT_A_PREFLIGHT));
      done();
    });
  },
  { name: 'protocol-errors', dependencies: ['error-handler'] },
);
