import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import { createRuntimeConfig, renderRuntimeConfigScript, type RuntimeConfigEnv } from './runtime-config';

export type AppName = 'shell' | 'public-site' | 'admin-console';
export const APP_NAMES: readonly AppName[] = ['shell', 'public-site', 'admin-console'];

export interface StaticServerOptions {
  app: AppName;
  /** The app's build folder (dist). */
  root: string;
  /** Where `/api` is proxied to (the shell; a standalone remote build too if set). */
  apiUrl?: string;
  /** PUBLIC_SITE_URL, ADMIN_CONSOLE_URL, API_BASE for the shell's /runtime-config.js. */
  runtimeEnv?: RuntimeConfigEnv;
  /** Origin allowed to load a remote's files cross-origin; '*' by default (remotes can be mounted anywhere). */
  corsOrigin?: string;
  logger?: boolean;
}

/**
 * Serves one built app: long-lived caching for content-hashed files, revalidation for the rest,
 * brotli/gzip compression, index.html for deep links, and CORS for the remotes' files.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`No build found for ${options.app} in ${root} (run: npm run build -w ${options.app})`);
  }
  const isRemote = options.app !== 'shell';
  const corsOrigin = options.corsOrigin ?? '*';
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isRemote) {
      // The shell (another origin) loads remoteEntry.js, chunks and CSS from here.
      reply.header('Access-Control-Allow-Origin', corsOrigin);
      if (corsOrigin !== '*') reply.header('Vary', 'Origin');
    }
    return payload;
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  if (options.apiUrl) {
    await app.register(fastifyHttpProxy, {
      upstream: options.apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
    });
  }

  if (options.app === 'shell') {
    const script = renderRuntimeConfigScript(createRuntimeConfig(options.runtimeEnv ?? {}));
    app.get('/runtime-config.js', async (_request, reply) => {
      reply.header('Cache-Control', REVALIDATE).type('text/javascript; charset=utf-8');
      return script;
    });
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendIndex(reply);
    return reply.code(404).header('Cache-Control', REVALIDATE).send({ success: false, message: 'Not found' });
  });

  return app;
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
}

// A navigation (reload of /case-studies/<id>, a bookmark) gets the app; a missing script or image gets a 404.
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
