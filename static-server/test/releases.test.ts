import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import { activateRelease, listReleases, publishRelease, readActive } from '../src/releases/release-store';
import { startFakeContentApi } from './fake-content-api';
import { createShellBuild } from './seo-fixtures';

let dir: string;
let build: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
  // A shell-like build (its page loads /runtime-config.js) that also passes for a remote's build.
  build = createShellBuild();
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"id":"publicSite"}');
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

const publish = (version: string, remote = 'public-site') =>
  publishRelease({
    dir,
    remote,
    version,
    from: build,
    commit: 'abc1234',
    now: () => new Date(`2026-01-0${version[0]}T00:00:00Z`),
  });

describe('release store', () => {
  it('publishes a build under its version with its manifest and a release record', () => {
    const release = publish('1.4.0');
    expect(release).toEqual({
      remote: 'public-site',
      version: '1.4.0',
      publishedAt: '2026-01-01T00:00:00.000Z',
      commit: 'abc1234',
    });
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'release.json']) {
      expect(fs.existsSync(path.join(dir, 'public-site', '1.4.0', file))).toBe(true);
    }
  });

  it('never overwrites a published version', () => {
    publish('1.4.0');
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), '// a different build');
    expect(() => publish('1.4.0')).toThrow(
      'public-site 1.4.0 is already published; releases are never overwritten',
    );
    expect(fs.readFileSync(path.join(dir, 'public-site', '1.4.0', 'remoteEntry.js'), 'utf8')).not.toContain(
      'different',
    );
  });

  it('refuses a build without a manifest, an unknown remote and a version that is not one', () => {
    fs.rmSync(path.join(build, 'mf-manifest.json'));
    expect(() => publish('1.0.0')).toThrow(/no mf-manifest\.json/);
    expect(() => publish('1.0.0', 'shell')).toThrow(/Unknown remote/);
    expect(() => publish('../../etc')).toThrow(/is not a version/);
  });

  it('lists releases oldest first and switches the active one only to a published version', () => {
    publish('1.4.0');
    publish('2.0.0');
    expect(listReleases(dir, 'public-site').map((release) => release.version)).toEqual(['1.4.0', '2.0.0']);
    expect(readActive(dir)).toEqual({});
    activateRelease(dir, 'public-site', '2.0.0');
    activateRelease(dir, 'public-site', '1.4.0');
    expect(readActive(dir)).toEqual({ 'public-site': '1.4.0' });
    expect(() => activateRelease(dir, 'public-site', '9.9.9')).toThrow(/is not published/);
  });
});

describe('the shell with versioned remotes', () => {
  let shell: FastifyInstance;
  const configOf = async () => {
    const script = (await shell.inject({ url: '/runtime-config.js' })).body;
    return JSON.parse(/Object\.freeze\((.*)\);/s.exec(script)![1]!) as {
      remotes: { publicSite: string };
      releases: { publicSite: string | null; adminConsole: string | null };
    };
  };

  beforeEach(async () => {
    publish('1.4.0');
    publish('2.0.0');
    activateRelease(dir, 'public-site', '2.0.0');
    shell = await createStaticServer({
      app: 'shell',
      root: build,
      prerender: false,
      runtimeEnv: {
        PUBLIC_SITE_URL: 'https://cdn.example.com/public-site/{version}/',
        ADMIN_CONSOLE_URL: 'https://admin.example.com/',
        RELEASES_DIR: dir,
      },
    });
  });
  afterEach(() => shell.close());

  it('points the page at the active release of each remote', async () => {
    expect(await configOf()).toMatchObject({
      remotes: { publicSite: 'https://cdn.example.com/public-site/2.0.0/remoteEntry.js' },
      releases: { publicSite: '2.0.0', adminConsole: null },
    });
  });

  it('rolls back on the next page load, without a restart', async () => {
    await configOf();
    activateRelease(dir, 'public-site', '1.4.0');
    expect((await configOf()).remotes.publicSite).toBe(
      'https://cdn.example.com/public-site/1.4.0/remoteEntry.js',
    );
    const page = await shell.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('https://cdn.example.com/public-site/1.4.0/remoteEntry.js');
  });

  it('makes cached pages again when another release becomes active', async () => {
    // With an API the shell keeps prerendered pages per content version; the release is part of each page.
    const api = await startFakeContentApi({ services: [], 'case-studies': [], culture: [] });
    const cached = await createStaticServer({
      app: 'shell',
      root: build,
      prerender: false,
      apiUrl: api.url,
      contentVersionCheckMs: 0,
      pageCacheSettleMs: 0,
      runtimeEnv: {
        PUBLIC_SITE_URL: 'https://cdn.example.com/public-site/{version}/',
        ADMIN_CONSOLE_URL: 'https://admin.example.com/',
        RELEASES_DIR: dir,
      },
    });
    try {
      const page = async () =>
        (await cached.inject({ url: '/services', headers: { accept: 'text/html' } })).body;
      expect(await page()).toContain('/public-site/2.0.0/remoteEntry.js');
      expect(await page()).toContain('/public-site/2.0.0/remoteEntry.js');
      activateRelease(dir, 'public-site', '1.4.0');
      const rolledBack = await page();
      expect(rolledBack).toContain('/public-site/1.4.0/remoteEntry.js');
      expect(rolledBack).not.toContain('/public-site/2.0.0/');
    } finally {
      await cached.close();
      await api.close();
    }
  });
});
