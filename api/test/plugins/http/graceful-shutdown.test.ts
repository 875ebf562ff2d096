import http from 'node:http';
import net from 'node:net';
import {
  startDatabase,
  startTestApp,
  withTestApp,
  type TestApp,
  type TestDatabase,
} from '../../helpers/test-app';

jest.setTimeout(30_000);

/**
 * SIGTERM calls app.closeGracefully (server.ts): a proxy in front must see no failed request. A request in
 * flight is finished, an idle kept-alive connection is closed at once (not after its keep-alive timeout),
 * new connections are refused (nothing was sent, so the proxy retries elsewhere), and readiness says 503.
 */

let db: TestDatabase;
let t: TestApp;
let port: number;

beforeEach(async () => {
  db = await startDatabase();
  t = await startTestApp(db);
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterEach(async () => {
  await t.app.close();
  await db.stop();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A POST whose body is sent in two parts: the request is in flight until `finish` is called. */
function requestInFlight(agent: http.Agent) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

function get(path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves once the server has accepted (and is therefore counting) a connection from `agent`. */
async function openKeptAliveConnection(agent: http.Agent): Promise<net.Socket> {
  const answer = await get('/api/health', agent);
  expect(answer.status).toBe(200);
  const sockets = Object.values(agent.freeSockets).flat();
  expect(sockets).toHaveLength(1);
  return sockets[0] as net.Socket;
}

it('finishes a request in flight, answers it with Connection: close, then stops', async () => {
  const agent = new http.Agent({ keepAlive: true });
  const inFlight = requestInFlight(agent);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the headers reach the server
  expect(t.app.isStopping()).toBe(false);

  const closed = t.app.closeGracefully(10_000);
  expect(t.app.isStopping()).toBe(true);
  inFlight.finish();

  const answer = await inFlight.answered;
  expect(answer.status).toBe(401);
  expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: 'Invalid email or password' });
  expect(answer.connection).toBe('close');
  await closed;
  agent.destroy();
});

it('refuses new connections, and answers a request on a kept-alive one with Connection: close', async () => {
  const agent = new http.Agent({ keepAlive: true });
  const idle = await openKeptAliveConnection(agent);
  const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

  const closed = t.app.closeGracefully(10_000);
  await expect(get('/api/health', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  // The proxy in front may send one more request on the connection it kept: it is answered, not cut.
  const answer = await get('/api/services', agent);
  expect(answer.status).toBe(200);
  expect(answer.connection).toBe('close');
  await idleClosed;
  await closed;
  agent.destroy();
});

it('leaves an idle kept-alive connection to its client (or to KEEP_ALIVE_TIMEOUT_MS), never cutting it', async () => {
  // A server that closed an idle connection could meet a request the proxy was sending on it at that
  // moment, which the proxy cannot send elsewhere if it is a POST: the proxy gives it up itself instead.
  await withTestApp({ db, env: { KEEP_ALIVE_TIMEOUT_MS: '300' } }, async (app) => {
    const appPort = (app.app.server.address() as net.AddressInfo).port;
    // A raw connection: an agent would give it up itself at the server's Keep-Alive hint.
    const idle = net.connect(appPort, '127.0.0.1');
    let received = '';
    idle.on('data', (chunk: Buffer) => (received += chunk.toString()));
    idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    while (!received.includes('"success":true')) await new Promise((resolve) => setTimeout(resolve, 10));
    let closedAt = 0;
    idle.once('close', () => (closedAt = Date.now()));

    const begun = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.app.closeGracefully(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedAt).toBe(0);
    await closing;
    // Closed by the server's idle timeout (Node adds a margin), not when the stop began.
    expect(closedAt - begun).toBeGreaterThanOrEqual(300);
  });
});

it('says it is not ready while it finishes what it has', async () => {
  const inFlight = requestInFlight(new http.Agent());
  await new Promise((resolve) => setTimeout(resolve, 50));
  const ready = await t.app.inject('/api/health/ready');
  expect(ready.statusCode).toBe(200);

  const closed = t.app.closeGracefully(10_000);
  // The listener is closed by now: only something already inside, like a health check in flight, can ask.
  const stopping = await t.app.inject('/api/health/ready');
  expect(stopping.statusCode).toBe(503);
  expect(stopping.json()).toMatchObject({ success: false, message: 'Shutting down' });

  inFlight.finish();
  await inFlight.answered;
  await closed;
});

it('cuts connections still open at the shutdown timeout', async () => {
  const inFlight = requestInFlight(new http.Agent());
  await new Promise((resolve) => setTimeout(resolve, 50));
  const cut = expect(inFlight.answered).rejects.toMatchObject({ code: 'ECONNRESET' });
  await t.app.closeGracefully(100);
  await cut;
});
