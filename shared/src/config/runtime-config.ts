/** Deploy-time settings the page may carry in `window.__MWANGAZA_CONFIG__` (set before the app loads). */
export interface RuntimeConfig {
  apiBase: string;
  /** The release of each remote the shell's server chose (static-server/src/releases), null when unversioned. */
  releases: { publicSite: string | null; adminConsole: string | null };
}

declare global {
  interface Window {
    __MWANGAZA_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_API_BASE = '/api';

export function getRuntimeConfig(): RuntimeConfig {
  // globalThis is the window in a browser; on the server that prerenders pages it carries the same settings.
  const injected = (globalThis as { __MWANGAZA_CONFIG__?: Partial<RuntimeConfig> }).__MWANGAZA_CONFIG__;
  const apiBase = injected?.apiBase?.trim();
  return {
    apiBase: apiBase ? apiBase : DEFAULT_API_BASE,
    releases: {
      publicSite: injected?.releases?.publicSite ?? null,
      adminConsole: injected?.releases?.adminConsole ?? null,
    },
  };
}

/**
 * The API base as an absolute URL without a trailing slash. `new Request()` outside a browser page (jest,
 * node) cannot resolve a relative path, so a relative base is resolved against the page's origin here.
 */
export function resolveApiBase(apiBase = getRuntimeConfig().apiBase): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(apiBase, origin).href.replace(/\/+$/, '');
}
