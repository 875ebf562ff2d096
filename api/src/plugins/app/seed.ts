import fp from 'fastify-plugin';
import { ensureDemoAdmin, retireDemoAdmin } from '../../seed/demo-admin';
import { seedOnce } from '../../seed/seed';

/**
 * On start (SEED_ON_START, default on): the first-start content, once per database; in demo mode the demo
 * administrator (re-enabled if an earlier start retired it). Outside demo mode the demo admin is retired.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const { models } = app.db;
    if (config.seedOnStart) {
      if (config.demoMode && (await ensureDemoAdmin(models, config, app.passwordHasher)))
        app.log.info('demo mode: the demo administrator has been created');
      await seedOnce(app.migrations, models, {
        sampleContent: config.seedSampleContent,
        log: app.log,
      });
    }
    if (!config.demoMode && (await retireDemoAdmin(models, config, app.passwordHasher))) {
      app.log.warn('demo mode is off: the demo administrator account has been disabled');
    }
  },
  { name: 'seed', dependencies: ['mongoose', 'auth', 'migrations'] },
);
