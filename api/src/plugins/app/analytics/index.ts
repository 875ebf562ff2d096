import fp from 'fastify-plugin';
import { ensureTtlIndex } from '../../../lib/ttl-index';
import { HitCollector } from './collector';
import { DailySalts } from './daily-salt';
import { RollUps, scheduleRollUps } from './roll-up';
import { TrafficReports } from './traffic-report';

const DAY_SECONDS = 86_400;

declare module 'fastify' {
  interface FastifyInstance {
    analytics: {
      collector: HitCollector;
      rollUps: RollUps;
      reports: TrafficReports;
    };
  }
}

/**
 * First-party analytics without cookies: the beacon's hits are stored as raw events for ANALYTICS_RAW_DAYS,
 * rolled up per day every ANALYTICS_ROLLUP_INTERVAL_MS and the roll-ups kept ANALYTICS_ROLLUP_MONTHS. Time
 * is the publishing clock's, so tests and the test clock route move days without waiting.
 */
export default fp(
  async (app) => {
    const { models } = app.db;
    const { config } = app;
    const now = () => app.publishingClock.now();
    await ensureTtlIndex(models.AnalyticsEvent, 'at', config.analyticsRawDays * DAY_SECONDS);
    // Months counted as 31 days: a roll-up is kept at least that many calendar months.
    await ensureTtlIndex(models.AnalyticsDay, 'date', config.analyticsRollupMonths * 31 * DAY_SECONDS);
    const salts = new DailySalts(models.AnalyticsSalt);
    const rollUps = new RollUps(
      models.AnalyticsEvent,
      models.AnalyticsDay,
      salts,
      now,
      config.analyticsRawDays,
    );
    app.decorate('analytics', {
      collector: new HitCollector(models.AnalyticsEvent, salts, now),
      rollUps,
      reports: new TrafficReports(models.AnalyticsDay, models.Enquiry, now),
    });
    const schedule = scheduleRollUps(rollUps, config.analyticsRollupIntervalMs, app.log);
    app.addHook('onReady', async () => void schedule.tick());
    app.addHook('onClose', () => schedule.stop());
  },
  { name: 'analytics', dependencies: ['mongoose', 'publishing-clock', 'metrics'] },
);
