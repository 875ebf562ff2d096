import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  nairobiDayStart,
  type AuditAction,
  type AuditEntityType,
} from '@mwangaza/shared';
import { type AuditListArgs } from '@mwangaza/shared/console';

export const ACTIVITY_PAGE_SIZE = 20;

/** The screen's filters as they stand in the URL (dates as YYYY-MM-DD, the reader's own days). */
export interface ActivityFilters {
  actor: string;
  action: AuditAction | '';
  entityType: AuditEntityType | '';
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { actor: '', action: '', entityType: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  values.includes(raw as T) ? (raw as T) : '';

export function readActivityParams(params: URLSearchParams): { filters: ActivityFilters; page: number } {
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  const page = Number(params.get('page'));
  return {
    filters: {
      actor: params.get('actor') ?? '',
      action: oneOf(AUDIT_ACTIONS, params.get('action')),
      entityType: oneOf(AUDIT_ENTITY_TYPES, params.get('entityType')),
      from: day('from'),
      to: day('to'),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function activitySearch(filters: ActivityFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query: days are the office's (Nairobi); `to` is exclusive, so the last day chosen is included whole. */
export function auditQuery(filters: ActivityFilters, page: number): AuditListArgs {
  return {
    page,
    limit: ACTIVITY_PAGE_SIZE,
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    entityType: filters.entityType || undefined,
    from: filters.from ? nairobiDayStart(filters.from) : undefined,
    to: filters.to ? nairobiDayStart(filters.to, 1) : undefined,
  };
}
