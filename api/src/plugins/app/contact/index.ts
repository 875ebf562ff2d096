import fp from 'fastify-plugin';
import { EnquiryService } from './enquiry-service';
import { migrateEmbeddedDelivery } from './migrate-embedded-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiryService;
  }
}

/** Enquiries; their notification e-mails go through the outbox. */
export default fp(
  async (app) => {
    const { models } = app.db;
    await migrateEmbeddedDelivery({
      enquiries: models.Enquiry,
      outbox: models.OutboxMessage,
      to: app.mailer.defaultTo,
      retryForMs: app.config.mailRetryForMs,
      clock: app.clock,
      log: app.log,
    });
    app.decorate('enquiries', new EnquiryService(models.Enquiry, app.outbox, app.clock, app.log));
  },
  { name: 'contact', dependencies: ['mongoose', 'outbox'] },
);
