import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startProcess, type RunningProcess } from './process';

const REPO = path.resolve(__dirname, '../../..');

/** Debian's nginx (apt-get install nginx-light), or NGINX_PATH. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ?? null;
}

/** A self-signed certificate for localhost and 127.0.0.1, as a site's real one would be for its name. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'tls-cert.pem');
  const key = path.join(dir, 'tls-key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface NginxPorts {
  http: number;
  https: number;
  internal: number;
}

/**
 * The repository's site configuration rendered by `npm run nginx-config` (deploy/nginx-config.mjs) with this
 * test's ports and folders, inside a main configuration like Debian's /etc/nginx/nginx.conf but with every
 * path in the test's folder, in the foreground.
 */
export async function startNginx(options: {
  dir: string;
  ports: NginxPorts;
  tls: { cert: string; key: string };
  /** The API's PROXY_SECRET, which nginx sends with /api requests. */
  proxySecret: string;
  upstreams: {
    API_1: string;
    API_2: string;
    SHELL_1: string;
    SHELL_2: string;
    PUBLIC_SITE: string;
    ADMIN_CONSOLE: string;
  };
}): Promise<RunningProcess> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: apt-get install nginx-light (or set NGINX_PATH)');
  const logs = logFolder(options.dir);
  fs.mkdirSync(logs, { recursive: true });
  const site = execFileSync(process.execPath, [path.join(REPO, 'deploy/nginx-config.mjs')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      SERVER_NAME: 'localhost',
      PUBLIC_ORIGIN: `https://localhost:${options.ports.https}`,
      TLS_CERTIFICATE: options.tls.cert,
      TLS_CERTIFICATE_KEY: options.tls.key,
      HTTP_LISTEN: `127.0.0.1:${options.ports.http}`,
      HTTPS_LISTEN: `127.0.0.1:${options.ports.https}`,
      INTERNAL_LISTEN: `127.0.0.1:${options.ports.internal}`,
      LOG_DIR: logs,
      PROXY_SECRET: options.proxySecret,
      ...options.upstreams,
    },
  });
  const siteFile = path.join(options.dir, 'mwangaza.conf');
  fs.writeFileSync(siteFile, site);
  const temp = (name: string) => path.join(options.dir, 'nginx-temp', name);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(temp(name), { recursive: true });
  const main = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(
    main,
    [
      'daemon off;',
      // As root (CI), nginx's workers would otherwise run as nobody, who cannot enter the test's folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${path.join(options.dir, 'nginx.pid')};`,
      `error_log ${path.join(logs, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${path.join(logs, 'access.log')};`,
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${siteFile};`,
      '}',
      '',
    ].join('\n'),
  );
  return startProcess({
    name: 'nginx',
    command: nginx,
    args: ['-c', main, '-p', options.dir],
    cwd: options.dir,
    env: { PATH: process.env.PATH },
    port: options.ports.https,
    logFile: path.join(logs, 'nginx-output.log'),
    ready: () => canConnect(options.ports.https),
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One line of the site's JSON access log (deploy/nginx/mwangaza.conf.template's log_format). */
export interface AccessLine {
  request_id: string;
  client: string;
  method: string;
  path: string;
  status: number;
  upstream: string;
}

/** Where nginx writes its logs in the test's folder. */
const logFolder = (dir: string) => path.join(dir, 'nginx-logs');

/** The lines of one of nginx's logs (none before nginx wrote any). */
function readLogLines(dir: string, name: string): string[] {
  const file = path.join(logFolder(dir), name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** nginx's error log, one entry per line. */
export const readErrorLog = (dir: string): string[] => readLogLines(dir, 'error.log');

export const readAccessLog = (dir: string): AccessLine[] =>
  readLogLines(dir, 'mwangaza-access.log').map((line) => JSON.parse(line) as AccessLine);
