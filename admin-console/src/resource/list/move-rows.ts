/** Items in display order: by their position field, ties by title so the list is stable. */
export function sortByPosition<T extends { title: string }>(items: readonly T[], field: string): T[] {
  const position = (item: T) => Number((item as Record<string, unknown>)[field] ?? 0);
  return [...items].sort((a, b) => position(a) - position(b) || a.title.localeCompare(b.title));
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
