import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Security headers; the CSP allows Swagger UI's own scripts and inline styles at /api/docs. */
export default fp(
  async (app) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          upgradeInsecureRequests: null,
        },
      },
    });
    // These options give every response the same headers (no nonces): work them out once, not per request.
    const headers: [string, string][] = [];
    const recorder = {
      setHeader: (name: string, value: string) => headers.push([name, String(value)]),
      removeHeader: () => undefined,
    } as unknown as ServerResponse;
    await new Promise<void>((resolve, reject) =>
      applyHeaders({ headers: {} } as IncomingMessage, recorder, (error?: unknown) => (error ? reject(error as Error) : resolve())),
    );
    // Through Fastify's header map rather than the raw response: once a header is set on the raw response,
    // Node sends every later one through setHeader too, checking and copying each header twice.
    const byName = Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(byName);
      done();
    });
  },
  { name: 'helmet' },
);
