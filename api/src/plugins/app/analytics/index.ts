import fp from 'fastify-plugin';
import { ensureTtlIndex } from '../../../lib/ttl-index';
import { HitCollector } from './collector';
import { DailySalts } from './daily-salt';
import { RollUps, scheduleEvery } from './roll-up';
import { TrafficReports } from './traffic-report';
import { WeeklyReports } from './weekly-report';

const DAY_SECONDS = 86_400;

declare module 'fastify' {
  interface FastifyInstance {
    analytics: {
      collector: HitCollector;
      rollUps: RollUps;
      reports: TrafficReports;
      weeklyReports: WeeklyReports;
      /** The scheduled job, now: the roll-ups, then the weekly report whatever became of them. */
      runJobs(): Promise<void>;
    };
  }
}

/**
 * First-party analytics without cookies: the beacon's hits are stored as raw events for ANALYTICS_RAW_DAYS,
 * rolled up per day every ANALYTICS_ROLLUP_INTERVAL_MS and the roll-ups kept ANALYTICS_ROLLUP_MONTHS; the
 * weekly traffic report goes to the administrators who chose it. Time
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
    const rollUps = new RollUps({
      events: models.AnalyticsEvent,
      days: models.AnalyticsDay,
      salts,
      now,
      rawDays: config.analyticsRawDays,
      visitorsPerAddress: config.analyticsVisitorsPerAddress,
      log: app.log,
    });
    const reports = new TrafficReports({
      days: models.AnalyticsDay,
      enquiries: models.Enquiry,
      subscribers: models.Subscriber,
      now,
    });
    const weeklyReports = new WeeklyReports({
      jobs: models.AnalyticsJob,
      users: models.User,
      outbox: app.outbox,
      reports,
      now,
      consoleUrl: config.consoleUrl,
    });
    // The weekly report after the roll-ups, so the week's last day is final when it is read; a roll-up that
    // failed (logged by the run) never keeps it from going.
    const runJobs = async () => {
      await rollUps
        .run()
        .catch((error: unknown) => app.log.error({ err: error }, 'analytics roll-ups failed'));
      await weeklyReports.sendIfDue();
    };
    app.decorate('analytics', {
      collector: new HitCollector(models.AnalyticsEvent, salts, now),
      rollUps,
      reports,
      weeklyReports,
      runJobs,
    });
    const schedule = scheduleEvery(runJobs, config.analyticsRollupIntervalMs, app.log);
    app.addHook('onReady', async () => void schedule.tick());
    app.addHook('onClose', () => schedule.stop());
  },
  { name: 'analytics', dependencies: ['mongoose', 'publishing-clock', 'metrics', 'outbox'] },
);
