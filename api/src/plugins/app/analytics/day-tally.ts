import type { DeviceClass, WebVitalName } from '@mwangaza/shared/schemas';
import { DIRECT } from '../../../lib/lead-source';
import type { AnalyticsDayDoc, VisitStep, VisitSteps } from '../../../models/analytics-day.model';
import type { AnalyticsEventDoc } from '../../../models/analytics-event.model';
import { bucketOf, encodeVital } from './vital-histogram';

/** The beacon's event that marks each funnel step after the visit. */
const STEP_EVENTS: Partial<Record<string, VisitStep>> = {
  stack_completed: 'stack_completed',
  contact_started: 'contact_started',
  contact_sent: 'enquiry_sent',
};
const VISIT_STEPS: readonly VisitStep[] = ['visit', 'stack_completed', 'contact_started', 'enquiry_sent'];

/** Distinct visitors (and a count of hits) per key, keeping the key's own fields for the roll-up. */
class Groups<Fields extends object> {
  private readonly groups = new Map<string, { fields: Fields; visitors: Set<string>; hits: number }>();

  add(key: string, fields: Fields, visitor: string): void {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { fields, visitors: new Set(), hits: 0 }));
    group.visitors.add(visitor);
    group.hits++;
  }

  rows(): (Fields & { visitors: number; hits: number })[] {
    return [...this.groups.values()]
      .map(({ fields, visitors, hits }) => ({ ...fields, visitors: visitors.size, hits }))
      .sort((a, b) => b.visitors - a.visitors);
  }
}

const newSteps = (): Record<VisitStep, Set<string>> => ({
  visit: new Set(),
  stack_completed: new Set(),
  contact_started: new Set(),
  enquiry_sent: new Set(),
});
const stepCounts = (steps: Record<VisitStep, Set<string>>): VisitSteps =>
  Object.fromEntries(VISIT_STEPS.map((step) => [step, steps[step].size])) as VisitSteps;

/** One day's raw events counted into the shape of its roll-up (AnalyticsDayDoc). */
export class DayTally {
  private pageViews = 0;
  private readonly steps = newSteps();
  private readonly pages = new Groups<{ path: string }>();
  private readonly referrers = new Groups<{ referrer: string }>();
  private readonly campaigns = new Groups<{ source: string; medium: string; campaign: string }>();
  private readonly devices = new Groups<{ device: DeviceClass }>();
  private readonly events = new Map<string, number>();
  private readonly funnel = new Map<
    string,
    { source: string; campaign: string; steps: ReturnType<typeof newSteps> }
  >();
  private readonly vitals = new Map<
    string,
    { path: string; device: DeviceClass; name: WebVitalName; counts: Map<number, number> }
  >();

  add(event: AnalyticsEventDoc): void {
    const { visitor, path, device, referrer } = event;
    const utm = event.utm ?? {};
    const source = utm.source?.toLowerCase() || referrer || DIRECT;
    const campaign = utm.campaign ?? '';
    const funnelKey = `${source}\n${campaign}`;
    let row = this.funnel.get(funnelKey);
    if (!row) this.funnel.set(funnelKey, (row = { source, campaign, steps: newSteps() }));
    const step = event.type === 'event' ? STEP_EVENTS[event.name ?? ''] : 'visit';
    for (const steps of [this.steps, row.steps]) {
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

  private addVital({ path, device, name, value }: AnalyticsEventDoc): void {
    const vitalName = name as WebVitalName;
    const key = `${path}\n${device}\n${vitalName}`;
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
      funnel: [...this.funnel.values()].map(({ source, campaign, steps }) => ({
        source,
        campaign,
        ...stepCounts(steps),
      })),
      vitals: [...this.vitals.values()].map(({ counts, ...vital }) => encodeVital(vital, counts)),
    };
  }
}
