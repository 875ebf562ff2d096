/** The consultancy's details, in one place: every page, the footer, the API's e-mails and link previews read them here. */
export const site = {
  name: 'Mwangaza Analytics',
  shortName: 'Mwangaza',
  tagline: 'Data analytics that turns African data into decisions',
  description:
    'Mwangaza Analytics is a Nairobi data-analytics consultancy helping businesses in Africa and beyond build data pipelines, dashboards and predictive models that drive decisions.',
  url: 'https://www.mwangaza-analytics.co.ke',
  phone: '+254 709 123 456',
  email: 'hello@mwangaza-analytics.co.ke',
  office: {
    street: 'The Mirage, Tower 2, 6th Floor, Chiromo Road',
    area: 'Westlands',
    city: 'Nairobi',
    country: 'Kenya',
  },
  /** Saturday 9:00 AM to 1:00 PM, Sunday Closed: the published hours; weekdays may change. */
  businessHours: [
    { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM - 1:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /**
   * The office's clock: every time shown to staff, every time they enter, and the days of the console's
   * reports are in this zone, named beside them. East Africa Time is UTC+3 all year (no daylight saving).
   */
  timeZone: { id: 'Africa/Nairobi', abbreviation: 'EAT', name: 'East Africa Time', utcOffsetHours: 3 },
  replyPromise: 'within 24 hours',
  /** Who answers enquiries (the acknowledgement e-mail names them). */
  enquiriesTeam: 'our client team',
  /**
   * The default of the API's ENQUIRY_RETENTION_MONTHS (how long enquiries are kept before they are anonymised).
   * The privacy notice and the contact form state the API's value (GET /api/config), this one only until it
   * has answered.
   */
  enquiryRetentionMonths: 24,
  /** The data controller's contact for privacy requests (Kenya's Data Protection Act, 2019). */
  privacyEmail: 'privacy@mwangaza-analytics.co.ke',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/mwangaza-analytics' },
    { name: 'X', url: 'https://x.com/mwangazadata' },
    { name: 'GitHub', url: 'https://github.com/mwangaza-analytics' },
  ],
} as const;

export type Site = typeof site;
