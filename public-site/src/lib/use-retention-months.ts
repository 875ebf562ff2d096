import { useSiteSettings } from '../i18n';

/**
 * How many months enquiries are kept, as the API is configured (ENQUIRY_RETENTION_MONTHS, answered with the
 * site settings): the notice states what the server does. Prerendered pages carry the API's answer; the site
 * default stands in until then.
 */
export function useRetentionMonths(): number {
  return useSiteSettings().enquiryRetentionMonths;
}
