import { LOCALES, splitLocalePath, type Locale } from '@mwangaza/shared/i18n';
import type { DeviceClass, WebVitalName } from '@mwangaza/shared/schemas';
import { DIRECT } from '../../../lib/lead-source';
import type { AnalyticsDayDoc, VisitStep, VisitSteps } from '../../../models/analytics-day.model';
import type { AnalyticsEventDoc } from '../../../models/analytics-event.model';
import { bucketOf, encodeVital } from './vital-histogram';

/**
 * A day's roll-up is one document, and visitors choose every value in it (paths, referrers, campaigns), so
 * its size is bounded here whatever they send: each list keeps its TOP rows and one "(other)" row for the
 * rest, and a day tracks at most MAX_KEYS distinct values per list (later ones count under "(other)" at once,
 * which also bounds the memory a roll-up takes). At the schema's longest values a day is under 1 MB
 * (test/plugins/day-tally.test.ts; test/routes/analytics-flood.test.ts for a real flood), against MongoDB's 16 MB.
 */
export const ROLLUP_LIMITS = { top: 100, vitals: 200, maxKeys: 1_000 } as const;
/** The row that stands for every value past a list's top ones: no path, host or utm value reads so. */
export const OTHER = '(other)';

/** The beacon's event that marks each funnel step after the visit ("enquiry sent" comes from the enquiries). */
const STEP_EVENTS: Partial<Record<string, VisitStep>> = {
  stack_completed: 'stack_completed',
  contact_started: 'contact_started',
};
const VISIT_STEPS: readonly VisitStep[] = ['visit', 'stack_completed', 'contact_started'];

/** One row's visitors (distinct), hits and own fields, while the day is counted. */
interface Group<Fields> {
  fields: Fields;
  visitors: Set<string>;
  hits: number;
}

const newGroup = <Fields>(fields: Fields): Group<Fields> => ({ fields, visitors: new Set(), hits: 0 });

/** The first `limit` items in `order` (the largest first), and the rest. */
function splitTop<T>(items: Iterable<T>, limit: number, order: (a: T, b: T) => number): [T[], T[]] {
  const sorted = [...items].sort(order);
  return [sorted.slice(0, limit), sorted.slice(limit)];
}

const union = (sets: Iterable<Set<string>>) => {
  const all = new Set<string>();
  for (const set of sets) for (const value of set) all.add(value);
  return all;
};

/** Distinct visitors (and a count of hits) per key, at most MAX_KEYS keys, keeping each key's own fields. */
class Groups<Fields extends object> {
  private readonly groups = new Map<string, Group<Fields>>();
  private other: Group<Fields> | undefined;

  constructor(private readonly otherFields: Fields) {}

  add(key: string, fields: Fields, visitor: string): void {
    let group = this.groups.get(key);
    if (!group) {
      if (this.groups.size < ROLLUP_LIMITS.maxKeys) this.groups.set(key, (group = newGroup(fields)));
      else group = this.other ??= newGroup(this.otherFields);
    }
    group.visitors.add(visitor);
    group.hits++;
  }

  /** The top rows by visitors (then hits), then one "(other)" row for the rest, if any. */
  rows(): (Fields & { visitors: number; hits: number })[] {
    const [top, rest] = splitTop(
      this.groups.values(),
      ROLLUP_LIMITS.top,
      (a, b) => b.visitors.size - a.visitors.size || b.hits - a.hits,
    );
    if (this.other) rest.push(this.other);
    const merged = rest.length
      ? [
          {
            fields: this.otherFields,
            visitors: union(rest.map((group) => group.visitors)),
            hits: rest.reduce((sum, group) => sum + group.hits, 0),
          },
        ]
      : [];
    return [...top, ...merged].map(({ fields, visitors, hits }) => ({
      ...fields,
      visitors: visitors.size,
      hits,
    }));
  }
}

type StepSets = Record<VisitStep, Set<string>>;
const newSteps = (): StepSets => ({
  visit: new Set(),
  stack_completed: new Set(),
  contact_started: new Set(),
});
const stepCounts = (steps: StepSets): VisitSteps =>
  Object.fromEntries(VISIT_STEPS.map((step) => [step, steps[step].size])) as VisitSteps;

/**
 * Who counts as a visitor: the visitor hash, except that one client address (hashed, `client`) counts for at
 * most `perAddress` visitors a day. Its first `perAddress - 1` browsers count one each; any more, together,
 * as one more. So a client that makes up a new user agent for every request adds `perAddress` visitors a day
 * at most, while people sharing an office's or a carrier's address are counted apart up to that number.
 */
class VisitorCap {
  private readonly admitted = new Map<string, Set<string>>();

  constructor(private readonly perAddress: number) {}

  visitorOf({ visitor, client }: Pick<AnalyticsEventDoc, 'visitor' | 'client'>): string {
    // Events stored before the client hash was: no cap can be told.
    if (!client) return visitor;
    let seen = this.admitted.get(client);
    if (!seen) this.admitted.set(client, (seen = new Set()));
    if (seen.has(visitor)) return visitor;
    if (seen.size < this.perAddress - 1) {
      seen.add(visitor);
      return visitor;
    }
    return `${client}+`;
  }
}

type Vital = { path: string; device: DeviceClass; name: WebVitalName; counts: Map<number, number> };

/** One day's raw events counted into the shape of its roll-up (AnalyticsDayDoc), bounded (ROLLUP_LIMITS). */
export class DayTally {
  private pageViews = 0;
  private readonly cap: VisitorCap;
  private readonly steps = newSteps();
  private readonly pages = new Groups<{ path: string }>({ path: OTHER });
  private readonly referrers = new Groups<{ referrer: string }>({ referrer: OTHER });
  private readonly campaigns = new Groups<{ source: string; medium: string; campaign: string }>({
    source: OTHER,
    medium: '',
    campaign: '',
  });
  private readonly devices = new Groups<{ device: DeviceClass }>({ device: 'desktop' });
  private readonly events = new Map<string, number>();
  private readonly funnel = new Map<string, { source: string; campaign: string; steps: StepSets }>();
  private funnelOther: StepSets | undefined;
  /** Per language of the page: one entry per locale, so bounded whatever visitors send. */
  private readonly languages = new Map<Locale, { steps: StepSets; pageViews: number }>();
  private readonly vitals = new Map<string, Vital>();

  /** `visitorsPerAddress`: ANALYTICS_VISITORS_PER_ADDRESS. */
  constructor(visitorsPerAddress: number) {
    this.cap = new VisitorCap(visitorsPerAddress);
  }

  add(event: AnalyticsEventDoc): void {
    const { path, device, referrer } = event;
    const visitor = this.cap.visitorOf(event);
    const utm = event.utm ?? {};
    const source = utm.source?.toLowerCase() || referrer || DIRECT;
    const campaign = utm.campaign ?? '';
    const step = event.type === 'event' ? STEP_EVENTS[event.name ?? ''] : 'visit';
    const language = this.language(splitLocalePath(path).locale);
    if (event.type === 'pageview') language.pageViews++;
    for (const steps of [this.steps, this.funnelSteps(source, campaign), language.steps]) {
      steps.visit.add(visitor);
      if (step) steps[step].add(visitor);
    }
    this.devices.add(device, { device }, visitor);
    if (referrer) this.referrers.add(referrer, { referrer }, visitor);
    if (utm.source || utm.campaign) {
      const fields = { source: utm.source ?? '', medium: utm.medium ?? '', campaign };
      this.campaigns.add(`${fields.source}\n${fields.medium}\n${campaign}`, fields, visitor);
    }
    if (event.type === 'pageview') {
      this.pageViews++;
      this.pages.add(path, { path }, visitor);
    } else if (event.type === 'event') {
      this.events.set(event.name!, (this.events.get(event.name!) ?? 0) + 1);
    } else this.addVital(event);
  }

  private language(locale: Locale) {
    let row = this.languages.get(locale);
    if (!row) this.languages.set(locale, (row = { steps: newSteps(), pageViews: 0 }));
    return row;
  }

  /** The funnel row of a source and campaign (past MAX_KEYS of them, the "(other)" row). */
  private funnelSteps(source: string, campaign: string): StepSets {
    const key = `${source}\n${campaign}`;
    const row = this.funnel.get(key);
    if (row) return row.steps;
    if (this.funnel.size >= ROLLUP_LIMITS.maxKeys) return (this.funnelOther ??= newSteps());
    const steps = newSteps();
    this.funnel.set(key, { source, campaign, steps });
    return steps;
  }

  private addVital({ path, device, name, value }: AnalyticsEventDoc): void {
    const vitalName = name as WebVitalName;
    let key = `${path}\n${device}\n${vitalName}`;
    if (!this.vitals.has(key) && this.vitals.size >= ROLLUP_LIMITS.maxKeys) {
      key = `${OTHER}\n${device}\n${vitalName}`;
      path = OTHER;
    }
    let vital = this.vitals.get(key);
    if (!vital) this.vitals.set(key, (vital = { path, device, name: vitalName, counts: new Map() }));
    const bucket = bucketOf(vitalName, value ?? 0);
    vital.counts.set(bucket, (vital.counts.get(bucket) ?? 0) + 1);
  }

  result(): Omit<AnalyticsDayDoc, '_id' | 'date' | 'complete' | 'rolledUpAt' | 'revision'> {
    return {
      visitors: this.steps.visit.size,
      pageViews: this.pageViews,
      pages: this.pages.rows().map(({ path, visitors, hits }) => ({ path, visitors, pageViews: hits })),
      referrers: this.referrers.rows().map(({ referrer, visitors }) => ({ referrer, visitors })),
      campaigns: this.campaigns.rows().map(({ hits: _hits, ...campaign }) => campaign),
      devices: this.devices.rows().map(({ device, visitors }) => ({ device, visitors })),
      events: [...this.events].map(([name, count]) => ({ name, count })),
      steps: stepCounts(this.steps),
      funnel: this.funnelRows(),
      languages: LOCALES.flatMap((locale) => {
        const row = this.languages.get(locale);
        return row ? [{ locale, pageViews: row.pageViews, ...stepCounts(row.steps) }] : [];
      }),
      vitals: this.vitalRows().map(({ counts, ...vital }) => encodeVital(vital, counts)),
    };
  }

  /** The top rows by visits and, for the rest, one "(other)" row. */
  private funnelRows(): AnalyticsDayDoc['funnel'] {
    const [top, rest] = splitTop(
      this.funnel.values(),
      ROLLUP_LIMITS.top,
      (a, b) => b.steps.visit.size - a.steps.visit.size,
    );
    const restSteps = [...rest.map((row) => row.steps), ...(this.funnelOther ? [this.funnelOther] : [])];
    const other = restSteps.length
      ? [
          {
            source: OTHER,
            campaign: '',
            steps: Object.fromEntries(
              VISIT_STEPS.map((step) => [step, union(restSteps.map((steps) => steps[step]))]),
            ) as StepSets,
          },
        ]
      : [];
    return [...top, ...other].map(({ source, campaign, steps }) => ({
      source,
      campaign,
      ...stepCounts(steps),
    }));
  }

  /** The top VITALS rows by samples, and the rest added up per device and metric under "(other)". */
  private vitalRows(): Vital[] {
    const samples = (vital: Vital) => [...vital.counts.values()].reduce((sum, count) => sum + count, 0);
    const [top, rest] = splitTop(
      this.vitals.values(),
      ROLLUP_LIMITS.vitals,
      (a, b) => samples(b) - samples(a),
    );
    const others = new Map<string, Vital>();
    for (const vital of rest) {
      const key = `${vital.device}\n${vital.name}`;
      let other = others.get(key);
      if (!other) others.set(key, (other = { ...vital, path: OTHER, counts: new Map() }));
      for (const [bucket, count] of vital.counts)
        other.counts.set(bucket, (other.counts.get(bucket) ?? 0) + count);
    }
    return [...top, ...others.values()];
  }
}
