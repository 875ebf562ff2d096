import fp from 'fastify-plugin';
import { retireDemoAdmin } from '../../seed/demo-admin';
import { seedDatabase } from '../../seed/seed';

/** Seeds an empty database on start (SEED_ON_START, default on); outside demo mode retires the demo admin. */
export default fp(
  async (app) => {
    const { models } = app.db;
    if (app.config.seedOnStart) await seedDatabase(models, app.config, app.passwordHasher, app.log);
    if (!app.config.demoMode && (await retireDemoAdmin(models, app.config, app.passwordHasher))) {
      app.log.warn('demo mode is off: the demo administrator account has been disabled');
    }
  },
  { name: 'seed', dependencies: ['mongoose', 'auth'] },
);
