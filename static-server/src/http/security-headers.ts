import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** On every answer, including those written without Fastify (client-errors.ts, expect-continue.ts). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export interface SecurityHeadersOptions {
  /**
   * The origin allowed to load this app's files from another origin ('*': any): the remotes', which the
   * shell loads. Null for the shell, whose files are its own.
   */
  crossOrigin: string | null;
}

/** What every answer carries (pages add their policy: content-security-policy.ts). */
async function securityHeaders(app: FastifyInstance, { crossOrigin }: SecurityHeadersOptions) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (crossOrigin !== null) {
      // The shell (another origin) loads remoteEntry.js, chunks and CSS from here.
      reply.header('Access-Control-Allow-Origin', crossOrigin);
      // Added to, not replaced: a compressed answer also varies on Accept-Encoding.
      if (crossOrigin !== '*') {
        const vary = reply.getHeader('Vary');
        reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
      }
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
