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

/** How far before the newest hit counted today the next run reads again (see countToday). */
const SETTLE_MS = 5 * 60_000;

export class RollUps {
  private readonly events: AnalyticsEventModel;
  private readonly days: AnalyticsDayModel;
  /** Today's tally between runs, with the ids of the hits counted in the last SETTLE_MS. */
  private today: { day: string; tally: DayTally; seen: Map<string, number>; newest?: number } | undefined;

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
    const tally = complete ? await this.countDay(day) : await this.countToday(day);
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

  /** A whole day, counted afresh (a finished day's final figures). */
  private async countDay(day: string): Promise<DayTally> {
    const tally = new DayTally(this.options.visitorsPerAddress);
    for await (const event of this.hits(startOfDay(day), day)) tally.add(event);
    return tally;
  }

  /**
   * Today, counted on from the last run: only the hits stored since are read, so a run costs what arrived in
   * the interval however busy the day (one client within its allowance stores 180,000 hits an hour). Hits are
   * read again from SETTLE_MS before the newest one counted, each counted once (by its id): a hit is stored
   * with the time its request arrived, and requests are stored side by side, so one may land a moment after a
   * later one was counted. Each instance keeps its own count; after a start, today is read whole once.
   */
  private async countToday(day: string): Promise<DayTally> {
    if (this.today?.day !== day)
      this.today = { day, tally: new DayTally(this.options.visitorsPerAddress), seen: new Map() };
    const today = this.today;
    const from =
      today.newest === undefined
        ? startOfDay(day)
        : new Date(Math.max(startOfDay(day).getTime(), today.newest - SETTLE_MS));
    for await (const event of this.hits(from, day)) {
      const id = String(event._id);
      if (today.seen.has(id)) continue;
      today.tally.add(event);
      const at = event.at.getTime();
      today.seen.set(id, at);
      if (today.newest === undefined || at > today.newest) today.newest = at;
    }
    // The ids the next read can no longer meet are forgotten: what is kept is a few minutes of hits.
    const horizon = (today.newest ?? 0) - SETTLE_MS;
    for (const [id, at] of today.seen) if (at < horizon) today.seen.delete(id);
    return today.tally;
  }

  /**
   * The day's hits from `from`, in the order they came (the TTL index on `at`): an address's first browsers are
   * the ones counted apart. Batches of 1,000 (about 250 KB): each is counted in one turn of the event loop, so
   * a busy day never holds other requests up for long, on MongoDB (16 MB batches) or the embedded database.
   */
  private hits(from: Date, day: string) {
    return this.events.collection.find<AnalyticsEventDoc & { _id: unknown }>(
      { at: { $gte: from, $lt: startOfDay(addDays(day, 1)) } },
      { sort: { at: 1 }, batchSize: 1000 },
    );
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
