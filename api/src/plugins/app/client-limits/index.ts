import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../../lib/too-many-requests';
import { CounterStore } from './counter-store';

export interface ClientLimit {
  /** Counter namespace, e.g. "contact". */
  name: string;
  max: number;
  windowMs: number;
  /** The 429 message; `{wait}` becomes "10 minutes". */
  message: string;
  /** Called on each refusal (e.g. to count it in the metrics). */
  onRefused?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
    /** preHandler: at most `max` requests per client per window, counted in MongoDB (all instances). */
    clientLimit(limit: ClientLimit): preHandlerAsyncHookHandler;
  }
}

/** Limits that must hold across API instances (the global per-instance limit is @fastify/rate-limit). */
export default fp(
  async (app) => {
    const counters = new CounterStore(app.db.models.RateCounter, app.clock);
    app.decorate('counters', counters);
    app.decorate(
      'clientLimit',
      ({ name, max, windowMs, message, onRefused }: ClientLimit): preHandlerAsyncHookHandler => {
        return async (request) => {
          const { count, resetAt } = await counters.hit(`${name}:${request.ip}`, windowMs);
          if (count > max) {
            onRefused?.();
            throw new TooManyRequestsError(message, resetAt - app.clock());
          }
        };
      },
    );
  },
  { name: 'client-limits', dependencies: ['config', 'mongoose'] },
);
