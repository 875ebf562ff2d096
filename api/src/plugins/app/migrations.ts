import fp from 'fastify-plugin';
import { MigrationStore, runMigrations } from '../../migrations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `migrations` collection: applied start-up steps and the lock that runs them once. */
    migrations: MigrationStore;
  }
}

/**
 * Applies the start-up migrations this database has not recorded (api/src/migrations), before anything
 * reads the data they change. Instances starting together take turns; the later ones find them applied.
 */
export default fp(
  async (app) => {
    const store = new MigrationStore(app.db.connection, { log: app.log });
    app.decorate('migrations', store);
    await runMigrations(store, { models: app.db.models, config: app.config, clock: app.clock, log: app.log });
  },
  { name: 'migrations', dependencies: ['config', 'mongoose'] },
);
