export type AppName = 'shell' | 'public-site' | 'admin-console';
export const APP_NAMES: readonly AppName[] = ['shell', 'public-site', 'admin-console'];

/** What an app's server does besides serving its built files: each plugin it opts into reads this. */
export interface AppRole {
  /** The site's address: pages with link previews, prerendered content and runtime config; the sitemap. */
  makesSitePages: boolean;
  /** Its files are loaded by the shell from another origin. */
  crossOrigin: boolean;
  /** Prerenders public pages for the shell's server. */
  prerendersForShell: boolean;
  /** PORT when unset. */
  defaultPort: number;
  /** API_URL when unset (only the shell proxies /api by default). */
  defaultApiUrl?: string;
}

export const APP_ROLES: Record<AppName, AppRole> = {
  shell: {
    makesSitePages: true,
    crossOrigin: false,
    prerendersForShell: false,
    defaultPort: 3000,
    defaultApiUrl: 'http://localhost:4000',
  },
  'public-site': { makesSitePages: false, crossOrigin: true, prerendersForShell: true, defaultPort: 3001 },
  'admin-console': { makesSitePages: false, crossOrigin: true, prerendersForShell: false, defaultPort: 3002 },
};
