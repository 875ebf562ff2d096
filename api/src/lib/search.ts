/**
 * Visitors' search text is matched literally: every regular-expression character is escaped, and a NUL
 * (which a BSON regular expression cannot hold) is written as the escape \x00.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/\0/g, '\\x00');
}

/** A case-insensitive "contains" filter over the given fields, or {} when the search is blank. */
export function searchFilter(search: string | undefined, fields: readonly string[]): Record<string, unknown> {
  const text = search?.trim();
  if (!text) return {};
  const pattern = new RegExp(escapeRegExp(text), 'i');
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}
