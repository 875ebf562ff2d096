import fs from 'node:fs';
import path from 'node:path';
import { ACTIVE_FILE, readActive, type ActiveReleases } from './releases/release-store';

/**
 * The deploy-time settings the shell's page reads before it starts (`/runtime-config.js`). Remote URLs live
 * here, not in the shell's bundle, so a remote can be redeployed or moved without rebuilding the shell.
 * The dev server and the static server both render it from the same environment variables.
 */
export interface RuntimeConfigEnv {
  PUBLIC_SITE_URL?: string;
  ADMIN_CONSOLE_URL?: string;
  API_BASE?: string;
  /** Versioned releases (release-store.ts): `{version}` in a remote's URL is its version in active.json. */
  RELEASES_DIR?: string;
}

export interface BrowserRuntimeConfig {
  apiBase: string;
  remotes: { publicSite: string; adminConsole: string };
  /** The release of each remote the page runs (null: an unversioned URL). */
  releases: { publicSite: string | null; adminConsole: string | null };
}

export const VERSION_PLACEHOLDER = '{version}';

export const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:3001';
export const DEFAULT_ADMIN_CONSOLE_URL = 'http://localhost:3002';
export const DEFAULT_API_BASE = '/api';

/** Accepts either an app's base URL or the full URL of its remoteEntry.js. */
export function toRemoteEntryUrl(url: string): string {
  const trimmed = url.trim();
  if (/\.js(\?.*)?$/.test(trimmed)) return trimmed;
  return `${trimmed.replace(/\/+$/, '')}/remoteEntry.js`;
}

/** A remote's entry URL with `{version}` filled in from the active releases. */
function versioned(url: string, version: string | undefined): { url: string; release: string | null } {
  if (!url.includes(VERSION_PLACEHOLDER)) return { url, release: null };
  // No active release: the URL stays unresolved, the remote cannot load and its area says it is unavailable.
  if (!version) return { url, release: null };
  return { url: url.split(VERSION_PLACEHOLDER).join(encodeURIComponent(version)), release: version };
}

export function createRuntimeConfig(
  env: RuntimeConfigEnv = process.env,
  active: ActiveReleases = {},
): BrowserRuntimeConfig {
  const publicSite = versioned(
    toRemoteEntryUrl(env.PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL),
    active['public-site'],
  );
  const adminConsole = versioned(
    toRemoteEntryUrl(env.ADMIN_CONSOLE_URL || DEFAULT_ADMIN_CONSOLE_URL),
    active['admin-console'],
  );
  return {
    apiBase: env.API_BASE?.trim() || DEFAULT_API_BASE,
    remotes: { publicSite: publicSite.url, adminConsole: adminConsole.url },
    releases: { publicSite: publicSite.release, adminConsole: adminConsole.release },
  };
}

/**
 * The runtime config as of now: with RELEASES_DIR, read again whenever its active.json changes, so switching
 * a release takes effect on the next page load without restarting the server.
 */
export function createRuntimeConfigSource(env: RuntimeConfigEnv = process.env): () => BrowserRuntimeConfig {
  const dir = env.RELEASES_DIR?.trim();
  if (!dir) {
    const fixed = createRuntimeConfig(env);
    return () => fixed;
  }
  const file = path.join(dir, ACTIVE_FILE);
  let cached: { stamp: string; config: BrowserRuntimeConfig } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
    if (cached?.stamp !== stamp) cached = { stamp, config: createRuntimeConfig(env, readActive(dir)) };
    return cached.config;
  };
}

export function renderRuntimeConfigScript(config: BrowserRuntimeConfig): string {
  // JSON is valid JavaScript; escaping '<' keeps a hostile value from closing a surrounding <script>.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__MWANGAZA_CONFIG__ = Object.freeze(${json});\n`;
}
