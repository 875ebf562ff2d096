import type { AnalyticsEventName, DeviceClass, FunnelStep, WebVitalName } from '@mwangaza/shared';

export const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

export const EVENT_LABELS: Record<AnalyticsEventName, string> = {
  stack_started: 'Build My Stack started',
  stack_completed: 'Build My Stack completed',
  contact_started: 'Contact form started',
  contact_step: 'Contact form step reached',
  contact_sent: 'Contact form sent',
  email_click: 'E-mail link clicked',
  phone_click: 'Phone link clicked',
  not_found: 'Page not found shown',
  newsletter_confirmed: 'Newsletter subscription confirmed',
};

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visit: 'Visit',
  stack_completed: 'Build My Stack completed',
  subscribed: 'Subscribed',
  contact_started: 'Contact started',
  enquiry_sent: 'Enquiry sent',
  meeting_booked: 'Meeting booked',
  qualified: 'Qualified',
  won: 'Won',
};

/** The funnel chart's names under its bars, short enough for a phone's sixth of the width. */
export const FUNNEL_SHORT_LABELS: Record<FunnelStep, string> = {
  ...FUNNEL_LABELS,
  stack_completed: 'Build My Stack',
  contact_started: 'Contact form',
};

export const VITAL_LABELS: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint (LCP)',
  INP: 'Interaction to Next Paint (INP)',
  CLS: 'Cumulative Layout Shift (CLS)',
  TTFB: 'Time to First Byte (TTFB)',
};
