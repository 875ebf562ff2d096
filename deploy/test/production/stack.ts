import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFreePort } from '@mwangaza/browser-testing/processes';
import { startSmtp, type TestSmtp } from '@mwangaza/api/testing/smtp';
import processEnv from '../../process-env.json';
import commands from '../../processes.json';
import { makeCertificate, startNginx, type NginxPorts } from './nginx';
import { answers200, startProcess, type RunningProcess } from './process';

const REPO = path.resolve(__dirname, '../../..');
export const ADMIN = { email: 'ops@example.com', name: 'Ops Lead', password: 'Correct-Horse-Battery-9' };
/** The API's default, said here because the test measures against it. */
export const CONTENT_VERSION_CHECK_MS = 1000;

export type Service = keyof typeof commands;
export type ProcessName =
  'db' | 'api-1' | 'api-2' | 'public-site' | 'admin-console' | 'shell-1' | 'shell-2' | 'nginx';

export interface Stack {
  dir: string;
  app: string;
  origin: string;
  ports: NginxPorts;
  cert: Buffer;
  mongodbUri: string;
  smtp: TestSmtp;
  processes: Map<ProcessName, RunningProcess>;
  /** How long the deploy folder took (npm run deploy-folder: copy and npm install --omit=dev). */
  deployFolderMs: number;
  /** Starts (or starts again, on its old port) one process as production runs it. */
  start(name: Exclude<ProcessName, 'nginx'>): Promise<RunningProcess>;
  /** Which process answered on `upstream` (an address in nginx's log). */
  nameOf(upstream: string): ProcessName | undefined;
  /** The API instances' environment (/etc/mwangaza/api.env), for the operator's commands. */
  apiEnv(): NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Production on one machine, as docs/production.md sets it up: `npm run deploy-folder` after the build, the
 * database process, two API instances on it, the remotes' servers, two shell servers and nginx with TLS in
 * front, each started with the command deploy/processes.json names (what the systemd units and the images run).
 */
export async function startStack(): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-production-'));
  const app = path.join(dir, 'app');
  const begun = Date.now();
  execFileSync(process.execPath, [path.join(REPO, 'deploy/deploy-folder.mjs'), app], { stdio: 'pipe' });
  const deployFolderMs = Date.now() - begun;

  const ports: NginxPorts = {
    http: await getFreePort(),
    https: await getFreePort(),
    internal: await getFreePort(),
  };
  const portOf = {
    db: await getFreePort(),
    'api-1': await getFreePort(),
    'api-2': await getFreePort(),
    'public-site': await getFreePort(),
    'admin-console': await getFreePort(),
    'shell-1': await getFreePort(),
    'shell-2': await getFreePort(),
  };
  const origin = `https://localhost:${ports.https}`;
  const tls = makeCertificate(dir);
  const smtp = await startSmtp();
  const internalApi = `http://127.0.0.1:${ports.internal}`;
  // Made as the guide says (openssl rand -base64 48): production refuses weak ones.
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    TWO_FACTOR_KEY: randomBytes(48).toString('base64'),
  };
  // The API's, the shell servers' and nginx's: it proves a request's forwarded address and id come from us.
  const proxySecret = randomBytes(48).toString('base64');
  const base = { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1' };
  let mongodbUri = '';

  const environment: Record<Exclude<ProcessName, 'nginx'>, () => NodeJS.ProcessEnv> = {
    db: () => ({
      PATH: process.env.PATH,
      ...processEnv.db,
      DATA_DIR: path.join(dir, 'data'),
      EMBEDDED_DB_PORT: String(portOf.db),
    }),
    'api-1': () => apiEnv(portOf['api-1']),
    'api-2': () => apiEnv(portOf['api-2']),
    'public-site': () => ({
      ...base,
      PORT: String(portOf['public-site']),
      API_URL: internalApi,
      CORS_ORIGIN: origin,
    }),
    'admin-console': () => ({ ...base, PORT: String(portOf['admin-console']), CORS_ORIGIN: origin }),
    'shell-1': () => shellEnv(portOf['shell-1']),
    'shell-2': () => shellEnv(portOf['shell-2']),
  };
  function apiEnv(port: number): NodeJS.ProcessEnv {
    return {
      ...processEnv.api,
      ...base,
      ...secrets,
      PROXY_SECRET: proxySecret,
      PORT: String(port),
      MONGODB_URI: mongodbUri,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONSOLE_URL: `${origin}/admin`,
      CORS_ORIGINS: origin,
      // The steady load below sends thousands of requests from one client in seconds.
      RATE_LIMIT_MAX: '1000000',
    };
  }
  function shellEnv(port: number): NodeJS.ProcessEnv {
    return {
      ...base,
      PORT: String(port),
      API_URL: internalApi,
      PUBLIC_SITE_URL: `${origin}/remotes/public-site/`,
      ADMIN_CONSOLE_URL: `${origin}/remotes/admin-console/`,
      PUBLIC_BASE_URL: origin,
      PROXY_SECRET: proxySecret,
      // nginx in front: the shell keeps its scheme, host and request id.
      TRUST_PROXY: '1',
      // The shell's server fetches the public site's prerendered pages through nginx, over HTTPS.
      NODE_EXTRA_CA_CERTS: tls.cert,
    };
  }

  const processes = new Map<ProcessName, RunningProcess>();
  async function start(name: Exclude<ProcessName, 'nginx'>): Promise<RunningProcess> {
    const service = name.replace(/-\d$/, '') as Service;
    const port = portOf[name];
    const running = await startProcess({
      name,
      command: process.execPath,
      args: commands[service],
      cwd: app,
      env: environment[name](),
      port,
      logFile: path.join(dir, `${name}.log`),
      ready: ({ lines }) =>
        service === 'db'
          ? Promise.resolve(lines.some((line) => line.includes('"mongodbUri"')))
          : answers200(
              `http://127.0.0.1:${port}${service === 'api' ? '/api/health/ready' : '/health/ready'}`,
            ),
    });
    processes.set(name, running);
    return running;
  }

  try {
    return await startAll();
  } catch (error) {
    for (const running of processes.values()) running.kill();
    await smtp.stop();
    throw error;
  }

  async function startAll(): Promise<Stack> {
    const db = await start('db');
    mongodbUri = (
      JSON.parse(db.lines.find((line) => line.includes('"mongodbUri"')) ?? '{}') as { mongodbUri: string }
    ).mongodbUri;
    // The first administrator, as an operator makes it: create-admin against the database process.
    execFileSync(
      process.execPath,
      ['api/dist/create-admin.js', '--email', ADMIN.email, '--name', ADMIN.name],
      {
        cwd: app,
        env: { ...apiEnv(0), ADMIN_PASSWORD: ADMIN.password },
        stdio: 'pipe',
      },
    );
    // Both at once on the empty database, as systemd and compose start them: the migrations' lock lets one
    // seed it while the other waits.
    await Promise.all([start('api-1'), start('api-2')]);
    const address = (name: keyof typeof portOf) => `127.0.0.1:${portOf[name]}`;
    processes.set(
      'nginx',
      await startNginx({
        dir,
        ports,
        tls,
        proxySecret,
        upstreams: {
          API_1: address('api-1'),
          API_2: address('api-2'),
          SHELL_1: address('shell-1'),
          SHELL_2: address('shell-2'),
          PUBLIC_SITE: address('public-site'),
          ADMIN_CONSOLE: address('admin-console'),
        },
      }),
    );
    await Promise.all([start('public-site'), start('admin-console')]);
    await Promise.all([start('shell-1'), start('shell-2')]);

    return {
      dir,
      app,
      origin,
      ports,
      cert: fs.readFileSync(tls.cert),
      mongodbUri,
      smtp,
      processes,
      deployFolderMs,
      start,
      apiEnv: () => apiEnv(0),
      nameOf: (upstream) =>
        (Object.keys(portOf) as (keyof typeof portOf)[]).find((name) =>
          upstream.endsWith(`:${portOf[name]}`),
        ),
      async stop() {
        // Front to back, as an operator stops it: nginx, the static servers, the API instances, the database.
        const order: ProcessName[] = [
          'nginx',
          'shell-1',
          'shell-2',
          'public-site',
          'admin-console',
          'api-1',
          'api-2',
          'db',
        ];
        for (const name of order) {
          const running = processes.get(name);
          if (running) await running.terminate().catch(() => running.kill());
        }
        await smtp.stop();
        if (!process.env.KEEP_PRODUCTION_TEST_FOLDER) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
