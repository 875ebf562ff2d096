import fp from 'fastify-plugin';
import { BookingService } from './booking-service';
import { KENYA_PUBLIC_HOLIDAYS } from './kenya-holidays';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discovery calls: free times, bookings, their e-mails and reminders. */
    bookings: BookingService;
  }
}

/** Discovery-call bookings; their invitations and reminders go through the outbox on the app's clock. */
export default fp(
  async (app) => {
    const { models } = app.db;
    app.decorate(
      'bookings',
      new BookingService(
        models,
        app.outbox,
        { consoleUrl: app.config.consoleUrl, inbox: app.mailer.defaultTo },
        // The clock browser tests move (the app's clock in production), as scheduled content's.
        () => app.publishingClock.now().getTime(),
      ),
    );
    // Kenya's public holidays, loaded into an empty list only: what staff edited (a date moved by the
    // Gazette, a holiday removed) is never put back. Instances starting together upsert the same documents.
    app.addHook('onReady', async () => {
      if ((await models.PublicHoliday.estimatedDocumentCount().exec()) > 0) return;
      await models.PublicHoliday.bulkWrite(
        KENYA_PUBLIC_HOLIDAYS.map((holiday) => ({
          updateOne: {
            filter: { _id: holiday.date },
            update: { $setOnInsert: holiday },
            upsert: true,
          },
        })),
      );
    });
  },
  { name: 'bookings', dependencies: ['mongoose', 'outbox', 'config', 'publishing-clock'] },
);
