import fp from 'fastify-plugin';
import { SecretBox } from '../../../lib/secret-box';
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
    // The site settings plugin registers after this one; by the time a message is sent it is there.
    const mailer = new Mailer(config, app.log, async () =>
      app.hasDecorator('siteSettings') ? (await app.siteSettings.read()).settings.contact : undefined,
    );
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
      {
        concurrency: config.mailConcurrency,
        batchSize: config.mailBatchSize,
        perMinute: config.mailRatePerMinute,
        intervalMs: config.mailRetryIntervalMs,
      },
      app.clock,
      app.log,
      // The API's key for what it keeps sealed (as authenticator keys): a copy of the database alone does not
      // give away a waiting message's invitation or reset link.
      new SecretBox(config.twoFactorKey, config.twoFactorPreviousKeys, 'outbox bodies'),
    );
    app.decorate('mailer', mailer);
    app.decorate('outbox', outbox);

    // Once the app is up (not merely built): whatever is due, an earlier process's leftovers included.
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => {
      await outbox.stop();
      mailer.close();
    });
  },
  { name: 'outbox', dependencies: ['config', 'mongoose'] },
);
