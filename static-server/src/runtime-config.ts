/**
 * The deploy-time settings the shell's page reads before it starts (`/runtime-config.js`). Remote URLs live
 * here, not in the shell's bundle, so a remote can be redeployed or moved without rebuilding the shell.
 * The dev server and the static server both render it from the same environment variables.
 */
export interface RuntimeConfigEnv {
  PUBLIC_SITE_URL?: string;
  ADMIN_CONSOLE_URL?: string;
  API_BASE?: string;
}

export interface BrowserRuntimeConfig {
  apiBase: string;
  remotes: { publicSite: string; adminConsole: string };
}

export const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:3001';
export const DEFAULT_ADMIN_CONSOLE_URL = 'http://localhost:3002';
export const DEFAULT_API_BASE = '/api';

/** Accepts either an app's base URL or the full URL of its remoteEntry.js. */
export function toRemoteEntryUrl(url: string): string {
  const trimmed = url.trim();
  if (/\.js(\?.*)?$/.test(trimmed)) return trimmed;
  return `${trimmed.replace(/\/+$/, '')}/remoteEntry.js`;
}

export function createRuntimeConfig(env: RuntimeConfigEnv = process.env): BrowserRuntimeConfig {
  return {
    apiBase: env.API_BASE?.trim() || DEFAULT_API_BASE,
    remotes: {
      publicSite: toRemoteEntryUrl(env.PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL),
      adminConsole: toRemoteEntryUrl(env.ADMIN_CONSOLE_URL || DEFAULT_ADMIN_CONSOLE_URL),
    },
  };
}

export function renderRuntimeConfigScript(config: BrowserRuntimeConfig): string {
  // JSON is valid JavaScript; escaping '<' keeps a hostile value from closing a surrounding <script>.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__MWANGAZA_CONFIG__ = Object.freeze(${json});\n`;
}
