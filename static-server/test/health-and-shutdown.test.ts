import { spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../src/create-static-server';
import { createBuildFolder } from './fixtures';
import { get } from './http-get';

jest.setTimeout(30_000);

/**
 * Each static server answers its own health checks and stops on SIGTERM without failing a request: what is in
 * flight (here a proxied API call the fake API holds) is answered, kept-alive connections close, then it exits.
 */

const cli = path.resolve(__dirname, '../src/cli.ts');
let root: string;
let api: http.Server;
let apiUrl: string;
let releaseHeldAnswer: () => void = () => undefined;
let heldRequestArrived: () => void = () => undefined;
/** Resolves once the fake API holds a request to /api/slow (a new one for each test). */
let apiHasHeldRequest: Promise<void>;
beforeEach(() => {
  apiHasHeldRequest = new Promise((resolve) => (heldRequestArrived = resolve));
});

beforeAll(async () => {
  root = createBuildFolder();
  api = http.createServer((request, response) => {
    const answer = () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, message: 'OK', data: { path: request.url } }));
    };
    if (request.url !== '/api/slow') return answer();
    releaseHeldAnswer = answer;
    heldRequestArrived();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

/** The real CLI in its own process, so the test sends it a real SIGTERM. */
async function startShell() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--app', 'shell', '--root', root, '--host', '127.0.0.1', '--port', '0'],
    {
      env: { ...process.env, API_URL: apiUrl, PUBLIC_SITE_URL: '', ADMIN_CONSOLE_URL: '', PRERENDER: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
  return { url, exited, terminate: () => child.kill('SIGTERM') };
}

it('answers liveness and readiness as JSON, never cached', async () => {
  const shell = await startShell();
  for (const route of ['/health', '/health/live', '/health/ready']) {
    const response = await get(`${shell.url}${route}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body)).toMatchObject({ success: true, message: 'OK', data: { app: 'shell' } });
  }
  shell.terminate();
  expect(await shell.exited).toBe(0);
});

/** A GET on `agent`'s connections: its status, its Connection header, and the socket it went on. */
function getOn(url: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; socket: net.Socket }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: request.socket as net.Socket,
        }),
      );
    });
    request.on('error', reject);
  });
}

it('on SIGTERM finishes the request in flight, refuses new connections, answers on kept-alive ones and exits', async () => {
  const shell = await startShell();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const kept = await getOn(`${shell.url}/health/ready`, agent);
  expect(kept.connection).toBe('keep-alive');

  const inFlight = get(`${shell.url}/api/slow`);
  await apiHasHeldRequest;
  shell.terminate();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect(get(`${shell.url}/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  // The connection the proxy in front kept is not cut under it (it may be sending a request on it right
  // then): a request on it is answered, and the answer closes it.
  const last = await getOn(`${shell.url}/health/live`, agent);
  expect(last).toMatchObject({ status: 200, connection: 'close' });
  expect(last.socket).toBe(kept.socket);

  releaseHeldAnswer();
  const answer = await inFlight;
  expect(answer.statusCode).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { path: '/api/slow' } });
  expect(answer.headers.connection).toBe('close');
  expect(await shell.exited).toBe(0);
  agent.destroy();
});

it('answers a request that reaches it once it is closing with 503 in the envelope, and closes the connection', async () => {
  const shell = await createStaticServer({ app: 'shell', root, apiUrl, prerender: false });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shell.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  // The first request is held by the API while the server closes; the second arrives on its connection then.
  socket.write('GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n');
  await apiHasHeldRequest;
  const closing = shell.close();
  while (shell.server.listening) await new Promise((resolve) => setImmediate(resolve));
  socket.write('GET /health/live HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  releaseHeldAnswer();
  await closed;
  await closing;
  const [first, second] = received.split(/(?=HTTP\/1\.1 \d{3} )/);
  expect(first).toMatch(/^HTTP\/1\.1 200 /);
  expect(second).toMatch(/^HTTP\/1\.1 503 /);
  expect(second).toMatch(/\r\nconnection: close\r\n/i);
  expect(second).toMatch(/\r\ncontent-type: application\/json/i);
  expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual({
    success: false,
    message: 'Service temporarily unavailable. Please try again shortly.',
  });
});
