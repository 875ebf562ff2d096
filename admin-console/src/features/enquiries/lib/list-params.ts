import type { EnquiryStatus } from '@mwangaza/shared';

export const ENQUIRY_PAGE_SIZE = 10;

export type StatusFilter = EnquiryStatus | 'all';

/** The inbox's filter and page live in the URL, so Back from an enquiry returns to the same view. */
export function readListParams(params: URLSearchParams): { status: StatusFilter; page: number } {
  const raw = params.get('status');
  const status: StatusFilter = raw === 'new' || raw === 'handled' ? raw : 'all';
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function listSearch(status: StatusFilter, page: number): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
