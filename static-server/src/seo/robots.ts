/** Crawlers may read every public page, never the admin console or staff previews, and find the sitemap here. */
export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /preview',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
