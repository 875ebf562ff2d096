import { nairobiDayStart } from '@mwangaza/shared';
import type { EnquiryExportArgs, EnquiryListArgs } from '@mwangaza/shared/console';
import { isLocale, type Locale } from '@mwangaza/shared/i18n';
import { isStage } from './stages';

export const ENQUIRY_PAGE_SIZE = 10;

/** The inbox's filters and page live in the URL, so Back from an enquiry returns to the same view. */
export interface ListParams {
  stage?: EnquiryListArgs['stage'];
  assignee?: string;
  /** Received dates as yyyy-mm-dd (from inclusive, to inclusive for people; the API's `to` is exclusive). */
  from?: string;
  to?: string;
  q?: string;
  overdue?: boolean;
  /** Lead source (utm source or referrer host) and campaign, each matched whole. */
  source?: string;
  campaign?: string;
  /** The language the enquiry was sent in. */
  locale?: Locale;
  /** The Spam tab: suspected spam, held out of the pipeline. */
  spam?: boolean;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readListParams(params: URLSearchParams): ListParams {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key)! : undefined);
  const stage = params.get('stage');
  const page = Number(params.get('page'));
  return {
    stage: isStage(stage) ? stage : undefined,
    assignee: text('assignee'),
    from: date('from'),
    to: date('to'),
    q: text('q'),
    source: text('source'),
    campaign: text('campaign'),
    locale: isLocale(params.get('locale')) ? (params.get('locale') as Locale) : undefined,
    overdue: params.get('overdue') === 'true' || undefined,
    spam: params.get('spam') === 'true' || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function listSearch(list: ListParams): string {
  const params = new URLSearchParams();
  for (const key of ['stage', 'assignee', 'from', 'to', 'q', 'source', 'campaign', 'locale'] as const) {
    const value = list[key];
    if (value) params.set(key, value);
  }
  if (list.overdue) params.set('overdue', 'true');
  if (list.spam) params.set('spam', 'true');
  if (list.page > 1) params.set('page', String(list.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The CSV export's query: the list's filters without paging. */
export function exportQuery(list: ListParams): EnquiryExportArgs {
  const { page: _page, limit: _limit, ...filters } = listQuery(list);
  return filters;
}

/** The API's query: dates become the office's day boundaries (Nairobi), `to` covering its whole day. */
export function listQuery(list: ListParams): EnquiryListArgs {
  return {
    page: list.page,
    limit: ENQUIRY_PAGE_SIZE,
    stage: list.stage,
    assignee: list.assignee,
    q: list.q,
    source: list.source,
    campaign: list.campaign,
    locale: list.locale,
    overdue: list.overdue,
    spam: list.spam,
    from: list.from ? nairobiDayStart(list.from) : undefined,
    to: list.to ? nairobiDayStart(list.to, 1) : undefined,
  };
}
