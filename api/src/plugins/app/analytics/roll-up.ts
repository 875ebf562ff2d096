import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { AnalyticsDayModel } from '../../../models/analytics-day.model';
import type { AnalyticsEventDoc, AnalyticsEventModel } from '../../../models/analytics-event.model';
import type { DailySalts } from './daily-salt';
import { newRevision } from './day-cache';
import { DayTally } from './day-tally';
import { addDays, dayOf, daysBetween, startOfDay } from './days';

/**
 * Rolls raw events up into one document per UTC day. Each run rolls today up (so the Traffic screen is at
 * most one interval behind) and every finished day in the raw window that has no final roll-up yet (after
 * midnight, or after the API was down). A day's document is computed from its raw events alone and
 * replaced whole, so several instances running at once write the same figures, never double them. Each day
 * is rolled up on its own: one that fails is logged and tried again at the next run, and never keeps the
 * others (today, the next days) from theirs.
 */
export interface RollUpOptions {
  events: AnalyticsEventModel;
  days: AnalyticsDayModel;
  salts: DailySalts;
  now: () => Date;
  /** ANALYTICS_RAW_DAYS: finished days older than this have no raw events left to roll up. */
  rawDays: number;
  /** ANALYTICS_VISITORS_PER_ADDRESS: the most visitors one client address counts for in a day. */
  visitorsPerAddress: number;
  log: FastifyBaseLogger;
}

/** What a run did: the days rolled up, and those that failed (logged, tried again at the next run). */
export interface RollUpRun {
  rolledUp: string[];
  failed: string[];
}

export class RollUps {
  private readonly events: AnalyticsEventModel;
  private readonly days: AnalyticsDayModel;

  constructor(private readonly options: RollUpOptions) {
    this.events = options.events;
    this.days = options.days;
  }

  async run(): Promise<RollUpRun> {
    const today = dayOf(this.options.now());
    await this.options.salts.dropBefore(today);
    const days = [
      ...(await this.unfinishedDays(today)).map((day) => ({ day, complete: true })),
      { day: today, complete: false },
    ];
    const outcome: RollUpRun = { rolledUp: [], failed: [] };
    for (const { day, complete } of days) {
      try {
        await this.rollUp(day, complete);
        outcome.rolledUp.push(day);
      } catch (error) {
        outcome.failed.push(day);
        this.options.log.error(
          { err: error, day },
          'analytics roll-up of a day failed; the other days go on',
        );
      }
    }
    return outcome;
  }

  /** Finished days that still have raw events and no final roll-up. */
  private async unfinishedDays(today: string): Promise<string[]> {
    const oldest = await this.events.findOne({}, { at: 1 }).sort({ at: 1 }).lean().exec();
    const windowStart = addDays(today, -this.options.rawDays);
    const oldestDay = oldest ? dayOf(oldest.at) : today;
    const first = oldestDay > windowStart ? oldestDay : windowStart;
    const yesterday = addDays(today, -1);
    if (!oldest || first > yesterday) return [];
    const final = await this.days
      .find({ _id: mongoose.trusted({ $gte: first, $lte: yesterday }), complete: true }, { _id: 1 })
      .lean()
      .exec();
    const done = new Set(final.map((doc) => doc._id));
    return daysBetween(first, yesterday).filter((day) => !done.has(day));
  }

  /** Counts the day's raw events and replaces its roll-up. */
  async rollUp(day: string, complete: boolean): Promise<void> {
    const tally = new DayTally(this.options.visitorsPerAddress);
    const range = { $gte: startOfDay(day), $lt: startOfDay(addDays(day, 1)) };
    // In the order they came (the TTL index on `at`): an address's first browsers are the ones counted apart.
    // Batches of 1,000 (about 250 KB): each is counted in one turn of the event loop, so a busy day (tens of
    // thousands of hits) never holds other requests up for long, on MongoDB (16 MB batches) or the embedded one.
    const cursor = this.events.collection.find<AnalyticsEventDoc>(
      { at: range },
      { projection: { _id: 0, at: 0 }, sort: { at: 1 }, batchSize: 1000 },
    );
    for await (const event of cursor) tally.add(event);
    const doc = {
      date: startOfDay(day),
      complete,
      rolledUpAt: this.options.now(),
      revision: newRevision(),
      ...tally.result(),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        // Replaced by the driver: mongoose would drop empty sub-objects and cast every row again.
        await this.days.collection.replaceOne({ _id: day } as never, doc, { upsert: true });
        return;
      } catch (error) {
        // Two instances inserting the day's first roll-up at once: the loser replaces the winner's.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }
}

/** Runs `job` every `intervalMs` until stopped, one run at a time; a failed run is logged and tried again. */
export function scheduleEvery(job: () => Promise<void>, intervalMs: number, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= job()
      .catch((error: unknown) => log.error({ err: error }, 'analytics job failed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
