import type {
  SiteSettings,
  SiteSettingsAnswer,
  SiteSettingsRecord,
  SiteSettingsTranslations,
} from '../schemas';
// The defaults without the TypeBox schemas (which visitors' bundles leave out).
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_ID } from '../schemas/site-settings-defaults';
import { site } from '../site';
import { apiSlice } from './base-api';
import type { Locale } from '../i18n';

/** The settings' one cache tag: a save or a restore refetches every read of them (public and staff). */
const SETTINGS_TAG = [{ type: 'SiteSettings' as const, id: SITE_SETTINGS_ID }];

/** GET /settings/admin: the record, and its ETag (the header) to send back as If-Match. */
export type AdminSiteSettings = SiteSettingsRecord & { etag: string };

export interface UpdateSiteSettingsArgs {
  settings: SiteSettings;
  /** The ETag of the copy the form was filled from (If-Match, required): a stale save is refused with 412. */
  etag: string;
  /** The texts in Kiswahili and French; left out, the saved ones stay. */
  translations?: SiteSettingsTranslations;
}

/** The site settings: everyone reads them; administrators read who saved last and save them. */
export const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** In a language with a locale (`?locale=sw`); English keeps the address it always had. */
    getSiteSettings: build.query<SiteSettingsAnswer, Locale | void>({
      query: (locale) => (locale && locale !== 'en' ? { url: '/settings', params: { locale } } : '/settings'),
      providesTags: SETTINGS_TAG,
    }),
    getAdminSiteSettings: build.query<AdminSiteSettings, void>({
      query: () => '/settings/admin',
      transformResponse: (record: SiteSettingsRecord, meta) => ({
        ...record,
        etag: meta?.response?.headers.get('ETag') ?? '',
      }),
      providesTags: SETTINGS_TAG,
    }),
    updateSiteSettings: build.mutation<SiteSettingsAnswer, UpdateSiteSettingsArgs>({
      query: ({ settings, etag, translations }) => ({
        url: '/settings',
        method: 'PUT',
        body: translations ? { ...settings, translations } : settings,
        headers: { 'If-Match': etag },
      }),
      // A refused save (412, 400) leaves the cache alone: the form keeps the administrator's copy.
      invalidatesTags: (result) => (result ? SETTINGS_TAG : []),
    }),
  }),
});

export const { useGetSiteSettingsQuery, useGetAdminSiteSettingsQuery, useUpdateSiteSettingsMutation } =
  settingsApi;

export interface SiteSettingsView {
  settings: SiteSettings;
  /** How long enquiries are kept (the API's ENQUIRY_RETENTION_MONTHS). */
  enquiryRetentionMonths: number;
}

const DEFAULTS: SiteSettingsView = {
  settings: DEFAULT_SITE_SETTINGS,
  enquiryRetentionMonths: site.enquiryRetentionMonths,
};

/**
 * The site settings every public page reads (header, footer, home, contact, privacy): the API's answer,
 * which prerendered pages carry, and the defaults until it comes or when the API cannot be reached, so a
 * page is never blank for want of them.
 */
export function useSiteSettings(locale?: Locale): SiteSettingsView {
  const { data } = useGetSiteSettingsQuery(locale);
  return data ?? DEFAULTS;
}
