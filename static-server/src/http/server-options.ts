import type http from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorHandler } from '../errors/client-errors';
import { frameworkErrors } from '../errors/framework-errors';

/** How long a connection may take (milliseconds; 0 turns one off). */
export interface Timeouts {
  /** REQUEST_TIMEOUT_MS: the whole request, body included, from its first byte. */
  requestMs: number;
  /** HEADERS_TIMEOUT_MS: the request's headers, from its first byte (a connection that sends nothing too). */
  headersMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long a connection may wait idle for its next request. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 };

export interface ServerOptions {
  timeouts?: Partial<Timeouts>;
  trustProxy?: number | string | false;
}

/**
 * The Fastify instance's own settings: the timeouts, which proxies to trust, and the answers to what
 * happens before any plugin runs (a request Node cannot parse, a URL that does not decode).
 */
export function serverOptions(options: ServerOptions): FastifyHttpOptions<http.Server> {
  const given = Object.entries(options.timeouts ?? {}).filter(([, ms]) => ms !== undefined);
  const { requestMs, headersMs, keepAliveMs } = { ...DEFAULT_TIMEOUTS, ...Object.fromEntries(given) };
  const hops = options.trustProxy;
  const shortest = Math.min(...[requestMs, headersMs].filter((ms) => ms > 0));
  return {
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false),
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      // Node looks for expired requests every 30 s by default, which would let one live twice its limit.
      connectionsCheckingInterval: Number.isFinite(shortest)
        ? Math.max(50, Math.min(1_000, shortest / 4))
        : 30_000,
      // A missing Host is refused by the errors plugin, in the envelope, rather than by Node with no body.
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
    // lifecycle/health-and-shutdown.ts answers requests that reach a closing server (503, in the envelope).
    return503OnClosing: false,
  };
}
