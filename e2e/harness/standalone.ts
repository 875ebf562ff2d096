import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../../static-server/src/create-static-server';

export interface StandaloneRemote {
  url: string;
  close(): Promise<void>;
}

/**
 * A remote's standalone start as its team runs it alone: its build with MSW mocking the API in the browser
 * (`<remote>/dist-standalone`, made by `npm test -w <remote>`), served on a free port. No API, no shell, no
 * other remote.
 */
export async function serveStandalone(remote: 'public-site' | 'admin-console'): Promise<StandaloneRemote> {
  const root = path.resolve(__dirname, '../..', remote, 'dist-standalone');
  const server: FastifyInstance = await createStaticServer({ app: remote, root });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}
