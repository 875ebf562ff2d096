import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import { createBuildFolder } from './fixtures';

/**
 * The shell's `/api` proxy keeps connections to the API open between requests, and the API closes one that
 * stays idle for its KEEP_ALIVE_TIMEOUT_MS. The proxy must give a connection up sooner, or it may send a
 * request on a connection the API is closing at that moment: a failed request. Here the API closes idle
 * connections after 1 s and says nothing about it (no `Keep-Alive: timeout` hint, as behind a proxy that
 * drops it), and requests come through the shell just as long apart (Node closes a little after the timeout).
 */
jest.setTimeout(120_000);

const IDLE_MS = 200;
const REQUESTS = 20;

let root: string;
let api: http.Server;
let shell: FastifyInstance;
let shellUrl: string;
let connections = 0;

beforeAll(async () => {
  root = createBuildFolder();
  api = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      response.end(JSON.stringify({ success: true, message: 'OK', data: { path: request.url } }));
    });
  });
  api.keepAliveTimeout = IDLE_MS;
  api.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  shell = await createStaticServer({
    app: 'shell',
    root,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    prerender: false,
    timeouts: { keepAliveMs: IDLE_MS },
  });
  shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await shell?.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** How long after its last answer the API really closes an idle connection (Node may add a margin). */
async function idleCloseMs(): Promise<number> {
  const { port } = api.address() as AddressInfo;
  const closedAfter = new Promise<number>((resolve) => {
    const request = http.get(
      { port, host: '127.0.0.1', agent: new http.Agent({ keepAlive: true }) },
      (response) => {
        response.resume();
        response.on('end', () => {
          const answeredAt = Date.now();
          request.socket?.once('close', () => resolve(Date.now() - answeredAt));
        });
      },
    );
  });
  return closedAfter;
}

it('gives an idle connection up before the API closes it: requests spaced about that moment all succeed on new ones', async () => {
  const closeMs = await idleCloseMs();
  const before = connections;
  const failures: string[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    // Around the moment the API closes an idle connection, a millisecond apart from one request to the next.
    await new Promise((resolve) => setTimeout(resolve, closeMs - 10 + i));
    // A POST, which nobody may send twice: a request lost on a closing connection is a failed request.
    const response = await fetch(`${shellUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i }),
    });
    const body = (await response.json()) as { success: boolean };
    if (response.status !== 200 || !body.success) failures.push(`#${i}: ${response.status}`);
  }
  expect(failures).toEqual([]);
  // Each request found no connection left to reuse: the proxy had given it up first.
  expect(connections - before).toBe(REQUESTS);
});
