import type { Service } from '@mwangaza/shared';

/** Public services search: case-insensitive, on title or description. */
export function filterServices(services: readonly Service[], search: string): Service[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...services];
  return services.filter(
    (service) =>
      service.title.toLowerCase().includes(needle) || service.description.toLowerCase().includes(needle),
  );
}
