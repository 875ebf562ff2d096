/**
 * Where each remote's remoteEntry.js lives. The page's /runtime-config.js (written by the static server or
 * the dev server from PUBLIC_SITE_URL / ADMIN_CONSOLE_URL) sets it at deploy time, so a remote can be
 * redeployed or moved without rebuilding the shell.
 */
export type RemoteName = 'publicSite' | 'adminConsole';

const LOCAL_DEFAULTS: Record<RemoteName, string> = {
  publicSite: 'http://localhost:3001/remoteEntry.js',
  adminConsole: 'http://localhost:3002/remoteEntry.js',
};

interface ShellRuntimeConfig {
  remotes?: Partial<Record<RemoteName, string>>;
}

export function getRemoteEntryUrl(name: RemoteName): string {
  // The shared package types __MWANGAZA_CONFIG__ for its own keys only; the remote URLs are the shell's concern.
  const config = (window as unknown as { __MWANGAZA_CONFIG__?: ShellRuntimeConfig }).__MWANGAZA_CONFIG__;
  const configured = config?.remotes?.[name]?.trim();
  return configured ? new URL(configured, window.location.href).href : LOCAL_DEFAULTS[name];
}
