import fp from 'fastify-plugin';
import { EnquiryService } from './enquiry-service';

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiryService;
  }
}

/** Enquiries; their notification e-mails go through the outbox. */
export default fp(
  async (app) => {
    const { models } = app.db;
    const { config } = app;
    const options = {
      consoleUrl: config.consoleUrl,
      inbox: app.mailer.defaultTo,
      minFillMs: config.contactMinFillMs,
      ackMaxPerAddress: config.contactAckMaxPerAddress,
      ackWindowMs: config.contactAckWindowMs,
      retentionMonths: config.enquiryRetentionMonths,
    };
    app.decorate(
      'enquiries',
      new EnquiryService(
        models.Enquiry,
        models.User,
        app.outbox,
        app.siteSettings,
        app.counters,
        options,
        app.clock,
        app.log,
      ),
    );
  },
  { name: 'contact', dependencies: ['mongoose', 'outbox', 'client-limits', 'site-settings'] },
);
