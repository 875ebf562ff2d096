/** Crawlers may read every public page, never the admin console, and find the sitemap here. */
export function renderRobots(baseUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
