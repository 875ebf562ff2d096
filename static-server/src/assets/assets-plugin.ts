import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '../cache-policy';
import { loadHashedAssets, type MemoryAsset } from './memory-assets';
import { precompress } from './precompress';
import { sendMemoryAsset } from './send-asset';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles when every built file has its `.br` and `.gz` beside it and the content-hashed ones are held in
     * memory (the count of files compressed this start).
     */
    precompressed: Promise<number>;
  }
}

export interface AssetsOptions {
  /** The app's build folder. */
  root: string;
}

/**
 * The app's built files: content-hashed ones cached for a year and served from memory, the rest from disk
 * and revalidated (cache-policy.ts); each sent as the brotli or gzip file made once per build.
 */
async function assets(app: FastifyInstance, { root }: AssetsOptions) {
  // Compressed once per build, in the background: until a file's turn comes it is compressed per request.
  let memoryAssets = new Map<string, MemoryAsset>();
  const precompressed = precompress(root)
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not precompress the build; compressing each request instead');
      return 0;
    })
    .then(async (count) => {
      memoryAssets = await loadHashedAssets(root).catch(() => memoryAssets);
      return count;
    });
  app.decorate('precompressed', precompressed);
  app.addHook('onRequest', (request, reply, done) => {
    const asset =
      request.method === 'GET' || request.method === 'HEAD' ? memoryAssets.get(request.url) : undefined;
    if (!asset || request.headers.range) return done();
    sendMemoryAsset(asset, request, reply);
  });

  await app.register(async (files) => {
    // Each file's route says it serves a built file, for the request metrics (observability/metrics.ts).
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, routeClass: 'asset' };
    });
    await files.register(fastifyStatic, {
      root,
      index: false,
      // A route per file of the build, listed once at start (a build never changes under a running server; a
      // deploy restarts it). The catch-all route instead read the folder on every request it did not match,
      // checking the path's spelling: every page but `/` paid a readdir and a stat before being drawn.
      wildcard: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  });
}

export default fp(assets, { name: 'assets' });
