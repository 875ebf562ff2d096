import fp from 'fastify-plugin';
import { EnquiryService } from './enquiry-service';
import { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    enquiries: EnquiryService;
  }
}

/** Enquiries and their e-mail delivery, with a background loop that retries failed deliveries. */
export default fp(
  async (app) => {
    const { config } = app;
    const mailer = new Mailer(config, app.log);
    const enquiries = new EnquiryService(
      app.db.models.Enquiry,
      mailer,
      { baseDelayMs: config.mailRetryBaseDelayMs, maxAttempts: config.mailMaxAttempts, leaseMs: config.smtpTimeoutMs * 4 },
      app.log,
    );
    app.decorate('mailer', mailer);
    app.decorate('enquiries', enquiries);

    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= enquiries
        .deliverDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'enquiry retry pass failed'))
        .finally(() => (running = undefined));
    }, config.mailRetryIntervalMs);
    // The retry loop never keeps the process alive on its own.
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await enquiries.settle();
      mailer.close();
    });
  },
  { name: 'contact', dependencies: ['mongoose'] },
);
