import type { TrafficQuery } from '@mwangaza/shared';

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?days=7`, or `?from=…&to=…`), 30 days when it names none or a wrong one. */
export function readTrafficQuery(params: URLSearchParams): TrafficQuery {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to) && from <= to) return { from, to };
  const days = Number(params.get('days'));
  return { days: (PRESET_DAYS as readonly number[]).includes(days) ? (days as PresetDays) : 30 };
}

/** The query as URL search text, for the screen's address and the CSV export. */
export function trafficSearch(query: TrafficQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return params.toString();
}
