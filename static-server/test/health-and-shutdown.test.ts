import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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
let apiHasHeldRequest: Promise<void>;

beforeAll(async () => {
  root = createBuildFolder();
  let heldRequestArrived: () => void = () => undefined;
  apiHasHeldRequest = new Promise((resolve) => (heldRequestArrived = resolve));
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

it('on SIGTERM finishes the request in flight, closes kept-alive connections, refuses new ones and exits', async () => {
  const shell = await startShell();
  const agent = new http.Agent({ keepAlive: true });
  const idle = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${shell.url}/health/ready`, { agent }, resolve).on('error', reject),
  );
  idle.resume();
  await new Promise((resolve) => idle.on('end', resolve));
  const idleSocket = Object.values(agent.freeSockets).flat()[0];
  expect(idleSocket).toBeDefined();
  const idleClosed = new Promise((resolve) => idleSocket?.once('close', resolve));

  const inFlight = get(`${shell.url}/api/slow`);
  await apiHasHeldRequest;
  shell.terminate();
  await idleClosed;
  await expect(get(`${shell.url}/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

  releaseHeldAnswer();
  const answer = await inFlight;
  expect(answer.statusCode).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { path: '/api/slow' } });
  expect(answer.headers.connection).toBe('close');
  expect(await shell.exited).toBe(0);
  agent.destroy();
});
