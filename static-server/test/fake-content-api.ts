import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeItem {
  id: string;
  /** Absent: the item answers without one, as an API from before slugs did. */
  slug?: string;
  previousSlugs?: string[];
  title: string;
  description?: string;
  brief?: string;
  image?: string;
  updatedAt: string;
  /** Any other field the API answers (an insight's body, author, dates, tags). */
  [field: string]: unknown;
}

type Kind = 'services' | 'case-studies' | 'culture' | 'insights';
const KEYS: Record<Kind, { item: string; list: string }> = {
  services: { item: 'service', list: 'services' },
  'case-studies': { item: 'caseStudy', list: 'caseStudies' },
  culture: { item: 'cultureItem', list: 'cultureItems' },
  insights: { item: 'insight', list: 'insights' },
};

/** What a test serves: every kind but insights is always given (tests from before insights give none). */
export type FakeContent = Record<Exclude<Kind, 'insights'>, FakeItem[]> & { insights?: FakeItem[] };

export interface FakeContentApi {
  url: string;
  content: FakeContent;
  /** Every content request the API received, in order (not the content-version checks). */
  requests: Array<{ path: string; ifNoneMatch?: string }>;
  /** Milliseconds to wait before answering (a slow API). */
  delayMs: number;
  /** What GET /api/settings answers (404 when unset, as an API from before site settings). */
  settings?: unknown;
  close(): Promise<void>;
}

/** The API's public content routes with its envelope, a clamped page size of 2 (so paging is exercised) and ETags. */
export async function startFakeContentApi(content: FakeContent): Promise<FakeContentApi> {
  const state: FakeContentApi = { url: '', content, requests: [], delayMs: 0, close: async () => undefined };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    if (url.pathname === '/api/content-version') {
      // As the real API's: it moves whenever the content or the settings do (whatever a test changed).
      const version = createHash('sha1')
        .update(JSON.stringify([state.content, state.settings]))
        .digest('base64url');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'ok', data: { version, nextChangeAt: null } }));
      return;
    }
    if (url.pathname === '/api/settings') {
      const found = state.settings !== undefined;
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: found, message: 'ok', data: { settings: state.settings } }));
      return;
    }
    const ifNoneMatch = request.headers['if-none-match'];
    state.requests.push({ path: `${url.pathname}${url.search}`, ifNoneMatch });
    const answer = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      const etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
      if (status === 200 && ifNoneMatch === etag) {
        response.writeHead(304, { etag }).end();
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json', etag }).end(text);
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      const match = /^\/api\/(services|case-studies|culture|insights)(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return answer(404, { success: false, message: 'Route not found' });
      const kind = match[1] as Kind;
      const items = state.content[kind] ?? [];
      if (match[2]) {
        // As the API: the current slug, then the id, then an earlier slug.
        const key = match[2];
        const item =
          items.find((candidate) => candidate.slug === key) ??
          items.find((candidate) => candidate.id === key) ??
          items.find((candidate) => candidate.previousSlugs?.includes(key));
        if (!item) return answer(404, { success: false, message: 'Not found' });
        return answer(200, { success: true, message: 'ok', data: { [KEYS[kind].item]: item } });
      }
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 2);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pages = Math.ceil(items.length / limit);
      const rows = items.slice((page - 1) * limit, page * limit);
      return answer(200, {
        success: true,
        message: 'ok',
        data: { [KEYS[kind].list]: rows, pagination: { page, limit, total: items.length, pages } },
      });
    }, state.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
