import fp from 'fastify-plugin';

/**
 * "Now" for time-dependent content and schedules (scheduled publishing, preview expiry, analytics' days,
 * discovery-call times), on top of the app's clock
 * (`app.clock`, which tests may inject). Tests and the test-only clock route move it with `set` instead of
 * sleeping; in production it is the system clock.
 */
export class PublishingClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }

  /** Makes `now()` answer `to` (and run on from there); null returns to the app's clock. */
  set(to: Date | null): void {
    this.offsetMs = to ? to.getTime() - this.base() : 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publishingClock: PublishingClock;
  }
}

export default fp(
  async (app) => {
    app.decorate('publishingClock', new PublishingClock(() => app.clock()));
  },
  { name: 'publishing-clock', dependencies: ['config'] },
);
