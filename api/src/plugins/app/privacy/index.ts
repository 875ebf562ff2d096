import fp from 'fastify-plugin';
import { PrivacyService } from './privacy-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data subject export and erasure, and the retention of enquiries (`applyRetention`). */
    privacy: PrivacyService;
  }
}

/** The retention pass runs at start and every ENQUIRY_RETENTION_INTERVAL_MS on the app's clock. */
export default fp(
  async (app) => {
    const { models } = app.db;
    const privacy = new PrivacyService(
      {
        enquiries: models.Enquiry,
        outbox: models.OutboxMessage,
        users: models.User,
        audit: models.AuditEntry,
        bookings: models.Booking,
        subscribers: models.Subscriber,
      },
      app.config.enquiryRetentionMonths,
      app.clock,
      (doc) => {
        try {
          return app.outbox.bodyOf(doc)?.text;
        } catch {
          return undefined; // sealed with a key no longer configured: nothing readable is held
        }
      },
      // Read at request time: the bookings plugin registers after this one.
      (filter) => app.bookings.findMany(filter),
    );
    app.decorate('privacy', privacy);

    let running: Promise<unknown> | undefined;
    const pass = () => {
      running ??= privacy
        .applyRetention()
        .then((done) => {
          if (!done.enquiries) return;
          app.log.info({ anonymised: done.enquiries }, 'enquiries past their retention anonymised');
          const months = app.config.enquiryRetentionMonths;
          const summary = `Anonymised ${done.enquiries} ${done.enquiries === 1 ? 'enquiry' : 'enquiries'} older than ${months} months (${done.notes} notes removed)`;
          return app.audit.record(null, {
            action: 'privacy.retention_anonymised',
            entityType: 'enquiry',
            entityId: '',
            summary,
            actor: { id: null, email: 'retention' },
          });
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'enquiry retention pass failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => pass());
    const timer = setInterval(pass, app.config.enquiryRetentionIntervalMs);
    // The pass never keeps the process alive on its own.
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'privacy', dependencies: ['config', 'mongoose', 'contact', 'audit', 'outbox'] },
);
