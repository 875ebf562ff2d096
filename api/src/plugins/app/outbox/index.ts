import fp from 'fastify-plugin';
import { Mailer } from './mailer';
import { OutboxService } from './outbox-service';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Every e-mail the API sends goes through here: `app.outbox.enqueue({ kind, to, subject, text, about })`. */
    outbox: OutboxService;
  }
}

/** The e-mail outbox and its delivery loop (one per API instance; leases keep instances from colliding). */
export default fp(
  async (app) => {
    const { config } = app;
    const mailer = new Mailer(config, app.log);
    const outbox = new OutboxService(
      app.db.models.OutboxMessage,
      mailer,
      {
        baseDelayMs: config.mailRetryBaseDelayMs,
        maxDelayMs: config.mailRetryMaxDelayMs,
        retryForMs: config.mailRetryForMs,
        // Covers connect, greeting and data phases each running up to their timeout, with room to spare.
        leaseMs: Math.max(60_000, config.smtpTimeoutMs * 6),
      },
      app.clock,
      app.log,
    );
    app.decorate('mailer', mailer);
    app.decorate('outbox', outbox);

    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      running ??= outbox
        .deliverDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'outbox delivery pass failed'))
        .finally(() => (running = undefined));
    }, config.mailRetryIntervalMs);
    // The loop never keeps the process alive on its own.
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await outbox.settle();
      mailer.close();
    });
  },
  { name: 'outbox', dependencies: ['config', 'mongoose'] },
);
