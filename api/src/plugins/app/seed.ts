import fp from 'fastify-plugin';
import { seedDatabase } from '../../seed/seed';

/** Seeds an empty database on start (SEED_ON_START, default on). */
export default fp(
  async (app) => {
    if (!app.config.seedOnStart) return;
    await seedDatabase(app.db.models, app.config, app.passwordHasher, app.log);
  },
  { name: 'seed', dependencies: ['mongoose', 'auth'] },
);
