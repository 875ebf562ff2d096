import { Type, type Static } from 'typebox';
import { LOCALES } from '../i18n';
import { ANALYTICS_LIMITS } from './analytics-limits';

/**
 * First-party analytics without cookies: what the shell's beacon sends (POST /events), what an enquiry keeps
 * of where its sender came from, and what the console's Traffic screen reads (GET /analytics/traffic).
 * Nothing here identifies a person: no address, no full user agent, no id that lives longer than a day.
 */

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The events a page reports beside its page views. */
export const ANALYTICS_EVENT_NAMES = [
  'stack_started',
  'stack_completed',
  'contact_started',
  'contact_step',
  'contact_sent',
  'email_click',
  'phone_click',
  'not_found',
  'newsletter_confirmed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Real visitors' page speed, as the `web-vitals` library measures it. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * The funnel's steps, in order of intent: the beacon's (visit, Build My Stack completed, contact started),
 * except "subscribed" (a newsletter subscription confirmed) and the last four, which are counted from the
 * subscribers and the enquiries themselves. A subscription sits before the contact form: an address given
 * to hear more, lighter than an enquiry.
 */
export const FUNNEL_STEPS = [
  'visit',
  'stack_completed',
  'subscribed',
  'contact_started',
  'enquiry_sent',
  'meeting_booked',
  'qualified',
  'won',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export { ANALYTICS_LIMITS };

const Path = Type.String({
  minLength: 1,
  maxLength: ANALYTICS_LIMITS.path,
  pattern: '^/[^?#]*$',
  description: 'The page path, without query string or fragment',
});
const UtmValue = Type.String({ minLength: 1, maxLength: ANALYTICS_LIMITS.utm });

/** The campaign parameters of a landing page's address (`utm_source=linkedin` → `{ source: 'linkedin' }`). */
export const Utm = Type.Object(
  {
    source: Type.Optional(UtmValue),
    medium: Type.Optional(UtmValue),
    campaign: Type.Optional(UtmValue),
    term: Type.Optional(UtmValue),
    content: Type.Optional(UtmValue),
  },
  { additionalProperties: false },
);
export type Utm = Static<typeof Utm>;

/**
 * Where a tab's visit began: its first page, the referrer it arrived from (another site's address, empty when
 * typed or bookmarked) and the campaign parameters. Kept in the tab's sessionStorage, sent with each hit and
 * stored with the enquiry the visit ends in.
 */
export const LeadSource = Type.Object(
  {
    landingPage: Path,
    referrer: Type.String({ maxLength: ANALYTICS_LIMITS.referrer }),
    utm: Utm,
  },
  { additionalProperties: false },
);
export type LeadSource = Static<typeof LeadSource>;

const HitBase = {
  path: Path,
  device: Type.Enum(DEVICE_CLASSES),
  source: LeadSource,
};

export const PageViewHit = Type.Object(
  { type: Type.Literal('pageview'), ...HitBase },
  { additionalProperties: false },
);
export const EventHit = Type.Object(
  {
    type: Type.Literal('event'),
    name: Type.Enum(ANALYTICS_EVENT_NAMES),
    /** contact_step: the step reached (1-based). */
    step: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    ...HitBase,
  },
  { additionalProperties: false },
);
export const VitalHit = Type.Object(
  {
    type: Type.Literal('vital'),
    name: Type.Enum(WEB_VITAL_NAMES),
    /** Milliseconds (LCP, INP, TTFB) or the layout-shift score (CLS). */
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    ...HitBase,
  },
  { additionalProperties: false },
);
export const AnalyticsHit = Type.Union([PageViewHit, EventHit, VitalHit]);
export type AnalyticsHit = Static<typeof AnalyticsHit>;

/** POST /events: the hits a page collected since it last sent any. Answered 202 whether counted or not. */
export const AnalyticsBatch = Type.Object(
  { hits: Type.Array(AnalyticsHit, { minItems: 1, maxItems: ANALYTICS_LIMITS.batch }) },
  { additionalProperties: false },
);
export type AnalyticsBatch = Static<typeof AnalyticsBatch>;

const Day = Type.String({ format: 'date', description: 'A day in UTC, YYYY-MM-DD' });

/** GET /analytics/traffic: the last `days` days up to today, or `from`..`to` (both inclusive, UTC days). */
export const TrafficQuery = Type.Object(
  {
    days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)])),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);
export type TrafficQuery = Static<typeof TrafficQuery>;

const Figure = Type.Object({ value: Type.Number(), previous: Type.Number() });
const Count = Type.Object({ visitors: Type.Integer(), pageViews: Type.Integer() });

export const FunnelRow = Type.Object({
  /** The referrer's host or the campaign's utm source; "(direct)" when neither. */
  source: Type.String(),
  campaign: Type.String(),
  steps: Type.Array(
    Type.Object({
      step: Type.Enum(FUNNEL_STEPS),
      count: Type.Integer(),
      /**
       * Share of the step before (the visit step: 1). "subscribed" is a side step: its share of the visits,
       * and "contact_started" after it is the share of "stack_completed".
       */
      rate: Type.Number(),
    }),
  ),
});
export type FunnelRow = Static<typeof FunnelRow>;

const FunnelSteps = FunnelRow.properties.steps;
const PageLocale = Type.Enum(LOCALES, {
  description: 'The language of the page, from its path: /sw/… Kiswahili, /fr/… French, any other English',
});

export const VitalRow = Type.Object({
  path: Type.String(),
  device: Type.Enum(DEVICE_CLASSES),
  name: Type.Enum(WEB_VITAL_NAMES),
  p75: Type.Number(),
  samples: Type.Integer(),
});

/**
 * The Traffic screen's figures for a period and the period of the same length before it. Visitors are
 * counted per day (a visitor cannot be recognised across days), so a period's visitors are the sum of its
 * days' visitors.
 */
export const TrafficReport = Type.Object({
  from: Day,
  to: Day,
  previousFrom: Day,
  previousTo: Day,
  visitors: Figure,
  pageViews: Figure,
  daily: Type.Array(Type.Object({ date: Day, ...Count.properties })),
  /** `locale`: the page's language (absent on the "(other)" row, which holds pages of any). */
  pages: Type.Array(
    Type.Object({ path: Type.String(), locale: Type.Optional(PageLocale), ...Count.properties }),
  ),
  /**
   * Per language of the pages read, in the site's order: visitors (one who read pages in two languages
   * counts in both) and page views.
   */
  languages: Type.Array(Type.Object({ locale: PageLocale, ...Count.properties })),
  referrers: Type.Array(Type.Object({ referrer: Type.String(), visitors: Type.Integer() })),
  campaigns: Type.Array(
    Type.Object({
      source: Type.String(),
      medium: Type.String(),
      campaign: Type.String(),
      visitors: Type.Integer(),
    }),
  ),
  devices: Type.Array(Type.Object({ device: Type.Enum(DEVICE_CLASSES), visitors: Type.Integer() })),
  events: Type.Array(Type.Object({ name: Type.Enum(ANALYTICS_EVENT_NAMES), count: Type.Integer() })),
  /** The whole site first (source "all", campaign ""), then one row per source and campaign. */
  funnel: Type.Array(FunnelRow),
  /**
   * The same funnel per language, in the site's order: the beacon's steps by the language of the page they
   * happened on, the enquiries' by the language they were sent in.
   */
  funnelByLanguage: Type.Array(Type.Object({ locale: PageLocale, steps: FunnelSteps })),
  /** 75th percentile per page, device class and metric over the period. */
  vitals: Type.Array(VitalRow),
  /** 75th percentile per day and metric, for the trend chart. */
  vitalsDaily: Type.Array(
    Type.Object({ date: Day, name: Type.Enum(WEB_VITAL_NAMES), p75: Type.Number(), samples: Type.Integer() }),
  ),
});
export type TrafficReport = Static<typeof TrafficReport>;
