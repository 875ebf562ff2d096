/** The title of the screen at an admin pathname, for document.title (screens inside the layout). */
const TITLES: Array<[RegExp, string]> = [
  [/^\/admin\/?$/, 'Dashboard'],
  [/^\/admin\/case-studies\/?$/, 'Case Studies'],
  [/^\/admin\/services\/?$/, 'Services'],
  [/^\/admin\/culture\/?$/, 'Culture'],
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
