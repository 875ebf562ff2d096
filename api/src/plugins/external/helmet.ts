import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The headers one helmet configuration gives every response (no nonces), worked out once rather than per request. */
async function headersOf(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    helmet(options)({ headers: {} } as IncomingMessage, recorder, (error?: unknown) =>
      error ? reject(error as Error) : resolve(),
    ),
  );
  return headers;
}

/** Swagger UI's pages: the only HTML the API serves. */
const DOCS_PREFIX = '/api/docs';

/**
 * Security headers. The API answers JSON (and media files), which a browser never renders as a page with
 * scripts, links or frames of its own: those get the set OWASP's REST Security Cheat Sheet asks of an API
 * (a CSP that allows nothing and no framing, HSTS, nosniff, CORP), not the page-only headers (COOP,
 * Referrer-Policy, Origin-Agent-Cluster, DNS prefetch, ...) that would add ~400 bytes to every answer.
 * Swagger UI's pages get helmet's full set, with a CSP that allows its own scripts and inline styles.
 */
export default fp(
  async (app) => {
    const documentHeaders = await headersOf({
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
    const apiHeaders = await headersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    // Through Fastify's header map rather than the raw response: once a header is set on the raw response,
    // Node sends every later one through setHeader too, checking and copying each header twice.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(DOCS_PREFIX) ? documentHeaders : apiHeaders);
      done();
    });
  },
  { name: 'helmet' },
);
