import fs from 'node:fs';
import zlib from 'node:zlib';
import { createBuildFolder, startEchoApi } from './fixtures';
import { get } from './http-get';
import { spawnStaticServer, type RunningServer } from './spawn-server';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let api: Awaited<ReturnType<typeof startEchoApi>>;
const servers: Record<string, RunningServer> = {};

beforeAll(async () => {
  root = createBuildFolder();
  api = await startEchoApi();

  const started = await Promise.all([
    spawnStaticServer(['--app', 'shell', '--root', root], {
      API_URL: api.url,
      PUBLIC_SITE_URL: '',
      ADMIN_CONSOLE_URL: '',
      API_BASE: '',
      PRERENDER: '0',
    }),
    spawnStaticServer(['--app', 'shell', '--root', root], {
      PUBLIC_SITE_URL: 'https://www.example.com/',
      ADMIN_CONSOLE_URL: 'https://admin.example.com/v2',
      API_BASE: 'https://api.example.com/api',
    }),
    spawnStaticServer(['--app', 'public-site', '--root', root], { CORS_ORIGIN: '' }),
    spawnStaticServer(['--app', 'admin-console', '--root', root], { CORS_ORIGIN: 'https://www.example.com' }),
  ]);
  [servers.shell, servers.configuredShell, servers.publicSite, servers.adminConsole] = started;
}, 30_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const url = (server: keyof typeof servers, path: string) => `${servers[server]?.url}${path}`;

describe('cache headers', () => {
  it('caches content-hashed scripts, styles and assets for a year as immutable', async () => {
    for (const path of [
      '/main.0123456789abcdef0123.js',
      '/main.0123456789abcdef0123.css',
      '/assets/logo.89abcdef0123.svg',
    ]) {
      const response = await get(url('publicSite', path));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('makes browsers revalidate HTML, remoteEntry.js and other unhashed files', async () => {
    for (const path of ['/', '/remoteEntry.js', '/mockServiceWorker.js']) {
      const response = await get(url('publicSite', path), { accept: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unchanged revalidated file with 304', async () => {
    const first = await get(url('shell', '/remoteEntry.js'));
    const second = await get(url('shell', '/remoteEntry.js'), {
      'if-none-match': String(first.headers.etag),
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('sends brotli when the browser accepts it', async () => {
    const response = await get(url('shell', '/main.0123456789abcdef0123.js'), {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('mwangaza');
  });

  it('falls back to gzip', async () => {
    const response = await get(url('shell', '/remoteEntry.js'), { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('mwangaza');
  });
});

describe('deep links', () => {
  it('serves index.html for a page reload of a client-side route', async () => {
    const response = await get(url('shell', '/case-studies/abc1234'), { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing asset with a JSON 404, not the page', async () => {
    const response = await get(url('shell', '/main.ffffffffffffffffffff.js'), { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ success: false, message: 'Not found' });
  });

  it('never answers an unknown API path of a remote with the page', async () => {
    const response = await get(url('publicSite', '/api/nothing'), { accept: HTML });
    expect(response.statusCode).toBe(404);
  });
});

describe('runtime config', () => {
  function evaluate(script: string): unknown {
    const window: { __MWANGAZA_CONFIG__?: unknown } = {};
    new Function('window', script)(window);
    return window.__MWANGAZA_CONFIG__;
  }

  it('tells the shell where the remotes and the API are', async () => {
    const response = await get(url('configuredShell', '/runtime-config.js'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(evaluate(response.body)).toEqual({
      apiBase: 'https://api.example.com/api',
      releases: { publicSite: null, adminConsole: null },
      remotes: {
        publicSite: 'https://www.example.com/remoteEntry.js',
        adminConsole: 'https://admin.example.com/v2/remoteEntry.js',
      },
    });
  });

  it('defaults to the local ports and /api', async () => {
    const response = await get(url('shell', '/runtime-config.js'));
    expect(evaluate(response.body)).toEqual({
      apiBase: '/api',
      releases: { publicSite: null, adminConsole: null },
      remotes: {
        publicSite: 'http://localhost:3001/remoteEntry.js',
        adminConsole: 'http://localhost:3002/remoteEntry.js',
      },
    });
  });
});

describe('content security policy', () => {
  const directive = (policy: unknown, name: string) =>
    String(policy)
      .split('; ')
      .find((part) => part.startsWith(`${name} `));

  it('lets the shell’s page run code only from itself and the configured remotes, and never be framed', async () => {
    const response = await get(url('configuredShell', '/services'), { accept: HTML });
    const policy = response.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://www.example.com https://admin.example.com https://api.example.com",
    );
    expect(directive(policy, 'connect-src')).toContain('https://api.example.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a policy with a remote’s own page too', async () => {
    const response = await get(url('adminConsole', '/'), { accept: HTML });
    expect(directive(response.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('CORS', () => {
  it('lets any origin load a remote’s files by default', async () => {
    const response = await get(url('publicSite', '/remoteEntry.js'), { origin: 'http://localhost:3000' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('can be limited to the shell’s origin', async () => {
    const response = await get(url('adminConsole', '/main.0123456789abcdef0123.js'));
    expect(response.headers['access-control-allow-origin']).toBe('https://www.example.com');
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('does not open the shell’s own files to other origins', async () => {
    const response = await get(url('shell', '/remoteEntry.js'));
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API proxy', () => {
  it('forwards /api to the API for the shell', async () => {
    const response = await get(url('shell', '/api/health?full=1'));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ success: true, data: { path: '/api/health?full=1' } });
  });
});
