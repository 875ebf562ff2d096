import fp from 'fastify-plugin';
import { BackupScheduler } from './backup-scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled backups: `runDue()` (tests, after moving the clock) and `status()` (for metrics). */
    backups: BackupScheduler;
  }
}

/** Longest wait between two looks at the schedule: a period's backup starts within this after it begins. */
const CHECK_EVERY_MS = 60_000;

/**
 * With BACKUP_EVERY, each instance looks at the schedule at start and every minute; the first to claim a
 * period takes its backup (see BackupScheduler). `status()` is there either way.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const backups = new BackupScheduler({
      model: app.db.models.BackupSchedule,
      source: () => ({ client: app.db.connection.getClient(), dbName: app.db.connection.db!.databaseName }),
      dir: config.backupDir,
      key: config.backupKey,
      authKey: config.twoFactorKey,
      keep: config.backupKeep,
      everyMs: config.backupEveryMs,
      clock: app.clock,
      log: app.log,
    });
    app.decorate('backups', backups);
    if (!config.backupEveryMs) return;

    // A look while a backup runs is skipped: the next one sees the period claimed anyway.
    const look = () => {
      if (backups.busy) return;
      backups
        .runDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'backup schedule check failed'));
    };
    app.addHook('onReady', async () => look());
    const timer = setInterval(look, Math.min(config.backupEveryMs, CHECK_EVERY_MS));
    // The schedule never keeps the process alive on its own.
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await backups.settle();
    });
  },
  { name: 'backups', dependencies: ['config', 'mongoose'] },
);
