import { openSocket, parseResponse, type WatchedSocket } from '../../helpers/raw-http';
import { loadConfig } from '../../../src/config';
import { setUpTestApp } from '../../helpers/test-app';

jest.setTimeout(30_000);

/**
 * A client that sends its request slowly, or keeps an idle connection, must not hold it forever: the API
 * answers 408 in the envelope (or closes) once REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS have passed, and
 * closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS. Small timeouts here; the defaults are
 * 30 s, 10 s and 5 s.
 */

const t = setUpTestApp({
  env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500' },
});
const port = () => Number(new URL(t.baseUrl).port);

/** Resolves when the server has closed the connection; fails if it is still open after `ms`. */
async function closedWithin(watched: WatchedSocket, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the connection was still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([watched.closed, stillOpen]);
  } finally {
    clearTimeout(timer);
    watched.socket.destroy();
  }
}

it('answers a body that never finishes with 408 in the envelope and closes the connection', async () => {
  const watched = await openSocket(port());
  watched.socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n' +
      '{"email":"a@b.co"',
  );
  await closedWithin(watched, 10_000);
  const answer = parseResponse(watched.received());
  expect(answer.status).toBe(408);
  expect(answer.body).toEqual({ success: false, message: 'Request timed out' });
});

it('answers headers that never finish with 408 in the envelope and closes the connection', async () => {
  const watched = await openSocket(port());
  watched.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
  await closedWithin(watched, 10_000);
  const answer = parseResponse(watched.received());
  expect(answer.status).toBe(408);
  expect(answer.body).toEqual({ success: false, message: 'Request timed out' });
});

it('closes a connection that never sends anything', async () => {
  await closedWithin(await openSocket(port()), 10_000);
});

it('closes an idle keep-alive connection after its last answer', async () => {
  const watched = await openSocket(port());
  watched.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
  await closedWithin(watched, 10_000);
  expect(parseResponse(watched.received()).status).toBe(200);
});

it('uses the shared defaults (30 s, 10 s, 5 s) and refuses a header timeout longer than the request', () => {
  expect(loadConfig({})).toMatchObject({
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 10_000,
    keepAliveTimeoutMs: 5_000,
  });
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
    'HEADERS_TIMEOUT_MS (6000) must not be longer than REQUEST_TIMEOUT_MS (5000)',
  );
});
