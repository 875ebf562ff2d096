import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** The header the shell's server adds to every request it proxies (static-server/src/proxy). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'];

export function sameSecret(sent: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof sent !== 'string') return false;
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * With PROXY_SECRET set, only requests that carry it (from the shell's server) may say who the client is: on
 * any other request the forwarded headers are dropped before anything reads the client's address, so a
 * client calling the API's port directly is known by its own socket address, whatever it claims. Without
 * PROXY_SECRET, TRUST_PROXY alone decides.
 */
export default fp(
  async (app) => {
    const secret = app.config.proxySecret;
    if (!secret) return;
    const expected = Buffer.from(secret);
    app.addHook('onRequest', (request, _reply, done) => {
      const headers = request.raw.headers;
      if (!sameSecret(headers[PROXY_SECRET_HEADER], expected)) {
        for (const name of FORWARDED) delete headers[name];
      }
      delete headers[PROXY_SECRET_HEADER];
      done();
    });
  },
  { name: 'forwarded-headers', dependencies: ['config'] },
);
