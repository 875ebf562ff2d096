import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The time in ms (Date.now unless a test injects a clock): limits and session expiry read it. */
    clock: () => number;
  }
}

/** Makes the validated configuration (and the clock) available to every plugin as `app.config`. */
export default fp<{ config: AppConfig; clock?: () => number }>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock ?? Date.now);
  },
  { name: 'config' },
);
