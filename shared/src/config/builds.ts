import type { BuildInfo } from '../schemas/health';

/** The parts of the site that run in the browser, each built and released on its own. */
export type AppName = 'shell' | 'publicSite' | 'adminConsole';

// One registry for the page: this module is a shared singleton, so the shell and both remotes write here.
const builds = new Map<AppName, BuildInfo>();

/** Each app records the build it was made from when its code loads (its `__MWANGAZA_BUILD__`). */
export function registerBuild(app: AppName, build: BuildInfo | null | undefined): void {
  if (build) builds.set(app, build);
}

/** The build of an app loaded on this page, or undefined when its code has not loaded. */
export function getBuild(app: AppName): BuildInfo | undefined {
  return builds.get(app);
}
