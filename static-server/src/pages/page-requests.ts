import type { FastifyRequest } from 'fastify';

/** Staff previews of drafts (`/preview/<collection>/<token>`). */
export const isPreview = (url: string) => /^\/preview(\/|$|\?)/.test(url);

/** `/api` and below (`//api/…` too): answered by the API, or in its envelope, never with a page. */
export function isApiPath(url: string): boolean {
  const pathname = (url.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * A navigation (reload of /case-studies/<id>, a bookmark) gets the app; a missing script or image gets a 404.
 * Link-preview bots and crawlers often accept any type or send no Accept header, so a path without a file
 * extension is a page too unless the request asks for something other than HTML.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const pathname = request.url.split('?')[0] ?? '';
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && (accept === '' || accept.includes('*/*'));
}
