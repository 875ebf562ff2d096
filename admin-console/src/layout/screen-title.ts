import { COLLECTIONS, nounsOf } from '@mwangaza/shared';

/** The title of the screen at an admin pathname, for document.title (screens inside the layout). */
const TITLES: Array<[RegExp, string]> = [
  [/^\/admin\/?$/, 'Dashboard'],
  ...COLLECTIONS.map((collection): [RegExp, string] => [
    new RegExp(`^/admin/${collection.name}/?$`),
    nounsOf(collection).title,
  ]),
  [/^\/admin\/media\/?$/, 'Media'],
  [/^\/admin\/enquiries\/?$/, 'Enquiries'],
  [/^\/admin\/enquiries\/[^/]+\/?$/, 'Enquiry'],
  [/^\/admin\/users\/?$/, 'Users'],
  [/^\/admin\/activity\/?$/, 'Activity'],
  [/^\/admin\/privacy\/?$/, 'Privacy requests'],
];

export function screenTitle(pathname: string): string {
  return TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Page not found';
}
