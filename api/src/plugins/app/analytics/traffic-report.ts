import mongoose from 'mongoose';
import {
  FUNNEL_STEPS,
  type AnalyticsEventName,
  type DeviceClass,
  type FunnelRow,
  type TrafficQuery,
  type TrafficReport,
  type WebVitalName,
} from '@mwangaza/shared/schemas';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from '@mwangaza/shared/i18n';
import { HttpError } from '../../../lib/http-error';
import { sourceName } from '../../../lib/lead-source';
import type { AnalyticsDayDoc } from '../../../models/analytics-day.model';
import type { AnalyticsDayModel } from '../../../models/analytics-day.model';
import type { EnquiryModel } from '../../../models/enquiry.model';
import type { SubscriberModel } from '../../../models/subscriber.model';
import { OTHER } from './day-tally';
import { addDays, dayOf, daysBetween, startOfDay } from './days';
import { DayCache, type ReadDay } from './day-cache';
import { addHistogram, p75 } from './vital-histogram';

/** Longest period a report covers (and its previous period as long again). */
const MAX_DAYS = 400;
/** Rows in each top list. */
const TOP = 100;
/** Stages at or after "qualified" in the pipeline's order (the funnel's qualified step); "lost" says nothing. */
const QUALIFIED_STAGES = ['qualified', 'proposal', 'won'];
/** Stages at or after "meeting" in the pipeline's order (the funnel's meeting booked step). */
const MEETING_STAGES = ['meeting', ...QUALIFIED_STAGES];

type Step = (typeof FUNNEL_STEPS)[number];
type StepCounts = Record<Step, number>;

/** The period a query asks for: the last `days` days up to today, or from..to (30 days when neither). */
export function period(query: TrafficQuery, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -((query.from || query.to ? 30 : (query.days ?? 30)) - 1));
  if (query.days && (query.from || query.to))
    throw new HttpError(400, 'Give either days or from/to, not both');
  if (from > to) throw new HttpError(400, 'from must not be after to');
  const length = daysBetween(from, to).length;
  if (length > MAX_DAYS) throw new HttpError(400, `A report covers at most ${MAX_DAYS} days`);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** Rows with the same key added up (the named number fields), largest `by` first, at most TOP. */
function sumRows<T extends object>(
  rows: T[],
  key: (row: T) => string,
  fields: (keyof T)[],
  by: keyof T,
): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const sum = sums.get(key(row));
    if (!sum) sums.set(key(row), { ...row });
    else for (const field of fields) (sum[field] as number) += row[field] as number;
  }
  return [...sums.values()].sort((a, b) => (b[by] as number) - (a[by] as number)).slice(0, TOP);
}

/**
 * The step a step's rate is a share of: the one before it, except that "subscribed" is a side step (a
 * reader who subscribes need not go on to an enquiry, nor one who enquires subscribe): its rate is its share
 * of the visits, and the step after it keeps comparing with the one before it.
 */
function baseOf(index: number): Step | undefined {
  const step = FUNNEL_STEPS[index]!;
  if (step === 'visit') return undefined;
  if (step === 'subscribed') return 'visit';
  const before = FUNNEL_STEPS[index - 1]!;
  return before === 'subscribed' ? FUNNEL_STEPS[index - 2] : before;
}

/** A funnel row's steps, each with its share of the step before it (baseOf). */
function funnelSteps(counts: StepCounts): FunnelRow['steps'] {
  return FUNNEL_STEPS.map((step, index) => {
    const base = baseOf(index);
    const rate = base === undefined ? 1 : counts[base] ? counts[step] / counts[base] : 0;
    return { step, count: counts[step], rate: Math.round(rate * 10_000) / 10_000 };
  });
}

const noSteps = (): StepCounts => ({
  visit: 0,
  stack_completed: 0,
  subscribed: 0,
  contact_started: 0,
  enquiry_sent: 0,
  meeting_booked: 0,
  qualified: 0,
  won: 0,
});

/** The Traffic screen's figures, from the daily roll-ups and the enquiry pipeline. */
export class TrafficReports {
  private readonly cache: DayCache;

  /** `now`: the app's clock, which decides what "today" and "the last 7 days" are. */
  constructor(
    private readonly options: {
      days: AnalyticsDayModel;
      enquiries: EnquiryModel;
      subscribers: SubscriberModel;
      now: () => Date;
    },
  ) {
    // Room for a longest report twice over.
    this.cache = new DayCache(options.days, 2 * MAX_DAYS);
  }

  async report(query: TrafficQuery): Promise<TrafficReport> {
    const range = period(query, dayOf(this.options.now()));
    const between = (from: string, to: string) => ({ _id: mongoose.trusted({ $gte: from, $lte: to }) });
    const [current, previous] = await Promise.all([
      this.cache.read(range.from, range.to),
      // The period before is compared by its totals only.
      this.options.days
        .find(between(range.previousFrom, range.previousTo), { visitors: 1, pageViews: 1 })
        .lean<AnalyticsDayDoc[]>()
        .exec(),
    ]);
    const total = (list: Pick<ReadDay, 'visitors' | 'pageViews'>[], field: 'visitors' | 'pageViews') =>
      list.reduce((sum, doc) => sum + doc[field], 0);
    const byDay = new Map(current.map((doc) => [doc._id, doc]));
    return {
      ...range,
      visitors: { value: total(current, 'visitors'), previous: total(previous, 'visitors') },
      pageViews: { value: total(current, 'pageViews'), previous: total(previous, 'pageViews') },
      daily: daysBetween(range.from, range.to).map((date) => ({
        date,
        visitors: byDay.get(date)?.visitors ?? 0,
        pageViews: byDay.get(date)?.pageViews ?? 0,
      })),
      ...this.lists(current),
      languages: languages(current),
      ...(await this.funnels(current, range.from, range.to)),
      ...vitals(current),
    };
  }

  private lists(docs: ReadDay[]) {
    const all = <K extends 'pages' | 'referrers' | 'campaigns' | 'devices' | 'events'>(key: K) =>
      docs.flatMap((doc) => doc[key] as unknown[]) as AnalyticsDayDoc[K];
    const campaignKey = (row: AnalyticsDayDoc['campaigns'][number]) =>
      `${row.source}\n${row.medium}\n${row.campaign}`;
    return {
      pages: sumRows(all('pages'), (row) => row.path, ['visitors', 'pageViews'], 'pageViews').map((row) =>
        row.path === OTHER ? row : { ...row, locale: splitLocalePath(row.path).locale },
      ),
      referrers: sumRows(all('referrers'), (row) => row.referrer, ['visitors'], 'visitors'),
      campaigns: sumRows(all('campaigns'), campaignKey, ['visitors'], 'visitors'),
      devices: sumRows(all('devices'), (row) => row.device, ['visitors'], 'visitors'),
      events: sumRows(all('events'), (row) => row.name, ['count'], 'count') as {
        name: AnalyticsEventName;
        count: number;
      }[],
    };
  }

  /**
   * The whole site first, then per source and campaign, and per language: the beacon's steps (visit, Build
   * My Stack, contact started), the newsletter subscriptions confirmed in the period with a lead source
   * (subscribed), then what the enquiries received in the period with a lead source say (sent, meeting
   * booked, qualified, won): a browser can claim a step, never a confirmed address or an enquiry. A
   * subscription is credited to the visit that subscribed (not the e-mail's confirmation link, which opens a
   * visit of its own) and counts even when the reader unsubscribed later. A language's steps are those taken
   * on its pages, its subscriptions and enquiries those made in it. An enquiry has reached every step up to
   * its stage in the pipeline's order (one qualified without a call has passed "meeting booked"), so the
   * funnel never narrows then widens; a booked call counts even when the enquiry was lost later.
   */
  private async funnels(
    docs: ReadDay[],
    from: string,
    to: string,
  ): Promise<Pick<TrafficReport, 'funnel' | 'funnelByLanguage'>> {
    const overall = noSteps();
    const byLanguage = new Map<Locale, StepCounts>(LOCALES.map((locale) => [locale, noSteps()]));
    const rows = new Map<string, { source: string; campaign: string; counts: StepCounts }>();
    const rowFor = (source: string, campaign: string) => {
      const key = `${source}\n${campaign}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { source, campaign, counts: noSteps() }));
      return row.counts;
    };
    for (const doc of docs) {
      for (const step of ['visit', 'stack_completed', 'contact_started'] as const) {
        overall[step] += doc.steps[step];
        for (const row of doc.funnel) rowFor(row.source, row.campaign)[step] += row[step];
        for (const row of languageRows(doc)) byLanguage.get(row.locale)![step] += row[step];
      }
    }
    const inPeriod = { $gte: startOfDay(from), $lt: startOfDay(addDays(to, 1)) };
    for (const { _id: group, n } of await this.subscriptions(inPeriod)) {
      const counts = rowFor(sourceName(leadSourceOf(group)), group.campaign ?? '');
      const language = byLanguage.get(group.locale ?? DEFAULT_LOCALE) ?? byLanguage.get(DEFAULT_LOCALE)!;
      for (const target of [overall, counts, language]) target.subscribed += n;
    }
    // Grouped by source, campaign and stage in the database: the groups cross the wire, never the enquiries
    // (a period can hold thousands of them).
    const groups = await this.options.enquiries.collection
      .aggregate<{
        _id: {
          utmSource?: string;
          referrer?: string;
          campaign?: string;
          stage: string;
          locale?: Locale;
          booked: boolean;
        };
        n: number;
      }>([
        {
          $match: {
            suspectedSpam: false,
            createdAt: inPeriod,
            source: { $ne: null },
          },
        },
        {
          $group: {
            _id: {
              utmSource: '$source.utm.source',
              referrer: '$source.referrer',
              campaign: '$source.utm.campaign',
              stage: '$stage',
              locale: '$locale',
              // ($gt against null would do in MongoDB; this form reads the same in the embedded database.)
              booked: { $ne: [{ $ifNull: ['$meetingBookedAt', null] }, null] },
            },
            n: { $sum: 1 },
          },
        },
      ])
      .toArray();
    for (const { _id: group, n } of groups) {
      const counts = rowFor(sourceName(leadSourceOf(group)), group.campaign ?? '');
      // Enquiries stored before languages were recorded were all sent from the English site.
      const language = byLanguage.get(group.locale ?? DEFAULT_LOCALE)!;
      for (const target of [overall, counts, language]) {
        target.enquiry_sent += n;
        if (group.booked || MEETING_STAGES.includes(group.stage)) target.meeting_booked += n;
        if (QUALIFIED_STAGES.includes(group.stage)) target.qualified += n;
        if (group.stage === 'won') target.won += n;
      }
    }
    const sorted = [...rows.values()].sort((a, b) => b.counts.visit - a.counts.visit).slice(0, TOP);
    return {
      funnel: [
        { source: 'all', campaign: '', steps: funnelSteps(overall) },
        ...sorted.map(({ source, campaign, counts }) => ({ source, campaign, steps: funnelSteps(counts) })),
      ],
      funnelByLanguage: LOCALES.map((locale) => ({ locale, steps: funnelSteps(byLanguage.get(locale)!) })),
    };
  }

  /** Subscriptions confirmed in the period with a lead source, counted per source, campaign and language. */
  private subscriptions(confirmedAt: { $gte: Date; $lt: Date }) {
    return this.options.subscribers.collection
      .aggregate<{
        _id: { utmSource?: string; referrer?: string; campaign?: string; locale?: Locale };
        n: number;
      }>([
        { $match: { confirmedAt, source: { $ne: null } } },
        {
          $group: {
            _id: {
              utmSource: '$source.utm.source',
              referrer: '$source.referrer',
              campaign: '$source.utm.campaign',
              locale: '$locale',
            },
            n: { $sum: 1 },
          },
        },
      ])
      .toArray();
  }
}

/** What sourceName needs of a group's lead source. */
const leadSourceOf = (group: { referrer?: string; utmSource?: string }) => ({
  referrer: group.referrer ?? '',
  utm: { source: group.utmSource },
});

/** A day's rows per language; a day rolled up before languages were counted was all English. */
const languageRows = (doc: ReadDay): NonNullable<AnalyticsDayDoc['languages']> =>
  doc.languages ?? [{ locale: DEFAULT_LOCALE, pageViews: doc.pageViews, ...doc.steps }];

/** Visitors and page views per language of the pages read, every language in the site's order. */
function languages(docs: ReadDay[]): TrafficReport['languages'] {
  const sums = new Map(LOCALES.map((locale) => [locale, { locale, visitors: 0, pageViews: 0 }]));
  for (const doc of docs) {
    for (const row of languageRows(doc)) {
      const sum = sums.get(row.locale);
      if (!sum) continue;
      sum.visitors += row.visit;
      sum.pageViews += row.pageViews;
    }
  }
  return [...sums.values()];
}

/** 75th percentiles per page, device and metric over the period, and per day and metric. */
function vitals(docs: ReadDay[]) {
  const perPage = new Map<
    string,
    { path: string; device: DeviceClass; name: WebVitalName; counts: Map<number, number> }
  >();
  const vitalsDaily: TrafficReport['vitalsDaily'] = [];
  for (const doc of [...docs].sort((a, b) => a._id.localeCompare(b._id))) {
    const perName = new Map<WebVitalName, Map<number, number>>();
    for (const { path, device, name, histogram } of doc.vitals) {
      const key = `${path}\n${device}\n${name}`;
      if (!perPage.has(key)) perPage.set(key, { path, device, name, counts: new Map() });
      addHistogram(perPage.get(key)!.counts, histogram);
      if (!perName.has(name)) perName.set(name, new Map());
      addHistogram(perName.get(name)!, histogram);
    }
    for (const [name, counts] of perName) vitalsDaily.push({ date: doc._id, name, ...p75(name, counts) });
  }
  const rows = [...perPage.values()].map(({ counts, ...vital }) => ({
    ...vital,
    ...p75(vital.name, counts),
  }));
  return { vitals: rows.sort((a, b) => b.samples - a.samples).slice(0, TOP * 4), vitalsDaily };
}
