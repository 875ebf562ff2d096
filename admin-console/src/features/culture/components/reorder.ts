import type { CultureItem } from '@mwangaza/shared';

/** Culture items in display order: by `order`, ties by title so the list is stable. */
export function sortByOrder(items: readonly CultureItem[]): CultureItem[] {
  return [...items].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
