import type { TAG_TYPES } from './base-api';

export type TagType = (typeof TAG_TYPES)[number];

/** Cache tags: a list provides one tag per item plus `{ type, id: 'LIST' }` (creates invalidate LIST). */
export function listTags<T extends TagType>(type: T, items: readonly { id: string }[] | undefined) {
  const list = { type, id: 'LIST' } as const;
  return items ? [...items.map(({ id }) => ({ type, id })), list] : [list];
}

/** An item write changes both the item and every list that shows it (public and admin alike). */
export function itemTags<T extends TagType>(type: T, id: string) {
  return [
    { type, id },
    { type, id: 'LIST' },
  ] as const;
}

/** Query-string values: drops empty and undefined values so the API sees only what was asked for. */
export function cleanParams(args: object | void): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = typeof value === 'number' ? value : String(value);
  }
  return params;
}

export const byId = (resource: string, id: string) => `/${resource}/${encodeURIComponent(id)}`;

/**
 * A CSV download as a query: the text on success; errors still arrive as the JSON envelope. Used by
 * mutations, since a download is something a person asks for, not data to cache.
 */
export const csvQuery = (url: string, args: object | void) => ({
  url,
  params: cleanParams(args),
  responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
});
