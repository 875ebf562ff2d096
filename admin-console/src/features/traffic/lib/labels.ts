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
};

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visit: 'Visit',
  stack_completed: 'Build My Stack completed',
  contact_started: 'Contact started',
  enquiry_sent: 'Enquiry sent',
  qualified: 'Qualified',
  won: 'Won',
};

export const VITAL_LABELS: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint (LCP)',
  INP: 'Interaction to Next Paint (INP)',
  CLS: 'Cumulative Layout Shift (CLS)',
  TTFB: 'Time to First Byte (TTFB)',
};
