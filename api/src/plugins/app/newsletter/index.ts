import fp from 'fastify-plugin';
import { NewsletterSender } from './newsletter-sender';
import { SubscriberService } from './subscriber-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Newsletter subscriptions: subscribe, confirm, unsubscribe, bounces, the staff list. */
    subscribers: SubscriberService;
    /** An insight's one send to its subscribers, and its progress. */
    newsletter: NewsletterSender;
  }
}

/** The Insights newsletter: subscriptions and sends, both through the outbox. */
export default fp(
  async (app) => {
    const { config } = app;
    const { models } = app.db;
    // The shell serves the public pages and proxies /api: the console's origin is the site's.
    const origin = new URL(config.consoleUrl).origin;
    const subscribers = new SubscriberService(
      models.Subscriber,
      models.OutboxMessage,
      app.outbox,
      app.counters,
      app.clock,
      {
        origin,
        confirmTtlMs: config.newsletterConfirmTtlMs,
        keys: [config.twoFactorKey, ...config.twoFactorPreviousKeys],
      },
    );
    const mailFrom = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
    const newsletter = new NewsletterSender(
      models.NewsletterSend,
      models.Subscriber,
      models.OutboxMessage,
      app.outbox,
      subscribers,
      (id) => app.content.insights.get(id, 'public'),
      app.clock,
      app.log,
      { origin, domain: mailFrom.split('@')[1] ?? 'localhost', mailto: config.contactTo },
    );
    app.decorate('subscribers', subscribers);
    app.decorate('newsletter', newsletter);

    // A mailbox that refuses a newsletter or a confirmation for good is not written to again.
    app.outbox.onRefused(async (message, reason) => {
      if (message.kind !== 'newsletter' && message.kind !== 'newsletter-confirmation') return;
      await subscribers.markBounced(message.to, reason);
    });
    app.addHook(
      'onReady',
      async () =>
        void newsletter
          .resume()
          .catch((error: unknown) => app.log.warn({ err: error }, 'newsletter resume failed')),
    );
    app.addHook('onClose', async () => newsletter.settle());
  },
  { name: 'newsletter', dependencies: ['config', 'mongoose', 'outbox', 'client-limits', 'content'] },
);
