import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRemoteEntryUrl, type RemoteName } from './remote-entries';
import { nextTask } from '../next-task';

export type RemoteRoutesModule = typeof import('publicSite/routes') | typeof import('adminConsole/routes');

const registeredEntries = new Map<RemoteName, string>();

/**
 * Loads a remote's `./routes` module. Nothing of a remote is fetched until this is called, so a visitor
 * who never opens /admin never downloads the admin console (not even its remoteEntry.js).
 *
 * `attempt` > 0 is a retry: the federation runtime keeps the failed container and the browser keeps the
 * failed <script> for the same URL, so the remote is registered again (force) under a fresh entry URL.
 */
export async function loadRemoteRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  const baseEntry = getRemoteEntryUrl(name);
  const entry = attempt === 0 ? baseEntry : withRetryQuery(baseEntry, attempt);
  const registered = registeredEntries.get(name);
  if (registered !== entry) {
    registerRemotes([{ name, entry }], { force: registered !== undefined });
    registeredEntries.set(name, entry);
  }
  const loaded = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!loaded?.default) {
    throw new Error(`The ${name} remote did not provide its routes`);
  }
  return loaded;
}

function withRetryQuery(entry: string, attempt: number): string {
  const url = new URL(entry);
  url.searchParams.set('retry', `${attempt}-${Date.now()}`);
  return url.href;
}

const preloaded = new Map<RemoteName, ComponentType>();

/**
 * Loads the public site's routes and the code of the page at `pathname` before the first render, so that the
 * page the server prerendered is replaced by the same page at once, with no loading state in between.
 */
export async function preloadPublicSiteRoutes(pathname: string): Promise<void> {
  const routes = (await loadRemoteRoutes('publicSite', 0)) as typeof import('publicSite/routes');
  // Starting the remote (its shared modules, its routes) is one task already; finding and fetching the
  // page's code is another.
  await nextTask();
  await routes.preloadRoute(pathname);
  preloaded.set('publicSite', routes.default);
}

/** A remote's routes component when it was preloaded (first attempt only), else undefined. */
export function preloadedRemoteRoutes(name: RemoteName): ComponentType | undefined {
  return preloaded.get(name);
}
