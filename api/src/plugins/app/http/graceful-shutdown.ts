import fp from 'fastify-plugin';
import { addGracefulClose } from '@mwangaza/shared/graceful-close';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a stop has begun: readiness answers 503 and every answer closes its connection. */
    isStopping(): boolean;
  }
}

export default fp(
  async (app) => {
    const isStopping = addGracefulClose(app, {
      onTimeout: (timeoutMs) =>
        app.log.warn(
          { timeoutMs },
          'requests still running at the shutdown timeout; closing their connections',
        ),
    });
    app.decorate('isStopping', isStopping);
  },
  { name: 'graceful-shutdown' },
);
