/**
 * Federation singletons: one React and one copy of the shared package (its session, store with the API slice
 * and its React binding, design library and router) for the shell and every remote. Versions are the ranges
 * the app declares in package.json, and they are strict: a remote whose range the shell's copy does not
 * satisfy (a new major of `@mwangaza/shared` or React) fails to load and shows its "unavailable" message instead
 * of running against an incompatible singleton and crashing later.
 *
 * Only what must be one instance is shared: a shared module is never tree-shaken. Redux Toolkit and
 * react-redux are used through the shared package alone (its store, API slice, `StoreProvider` and hooks), so
 * they are bundled, tree-shaken, inside it: one copy per page because the package is one. The router is shared
 * as `@mwangaza/shared/router`, the few react-router exports the apps use (see that file).
 */
const SINGLETONS = ['react', 'react-dom', '@mwangaza/shared'];

/** Entry points of `@mwangaza/shared` that are singletons of their own, at the shared package's range. */
const SHARED_PACKAGE_ENTRIES = ['@mwangaza/shared/router', '@mwangaza/shared/console'];

interface PackageJson {
  dependencies?: Record<string, string>;
}

export interface SingletonConfig {
  singleton: true;
  strictVersion: true;
  eager: false;
  requiredVersion: string;
}

/**
 * `overrides` replaces declared ranges (from MWANGAZA_SHARED_RANGES, a JSON object of package → range):
 * only for building a skewed remote in tests, e.g. `{"@mwangaza/shared":"^2.0.0"}`.
 */
export function createSharedConfig(
  appPackage: PackageJson,
  overrides: Record<string, string> = readRangeOverrides(process.env.MWANGAZA_SHARED_RANGES),
): Record<string, SingletonConfig> {
  const dependencies = { ...appPackage.dependencies, ...overrides };
  const shared: Record<string, SingletonConfig> = {};
  for (const name of SINGLETONS) {
    const range = dependencies[name];
    if (!range)
      throw new Error(`Federation shared dependency "${name}" is missing from the app's package.json`);
    shared[name] = singleton(range);
  }
  for (const entry of SHARED_PACKAGE_ENTRIES) shared[entry] = singleton(dependencies['@mwangaza/shared']!);
  return shared;
}

function singleton(requiredVersion: string): SingletonConfig {
  return { singleton: true, strictVersion: true, eager: false, requiredVersion };
}

export function readRangeOverrides(json: string | undefined): Record<string, string> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((range) => typeof range === 'string')
  ) {
    throw new Error('MWANGAZA_SHARED_RANGES must be a JSON object of package name → version range');
  }
  return parsed as Record<string, string>;
}

/**
 * The singletons every page's shell provides (it imports them all as it starts); the console entry is not one
 * of them: only the admin console uses it, and provides it.
 */
const PROVIDED_BY_SHELL = [...SINGLETONS, '@mwangaza/shared/router'];

/**
 * The same config for a deployed remote: what the shell provides is taken from the share scope only, with no
 * fallback copy bundled, provided or registered.
 */
export function consumeOnly<T extends object>(
  shared: Record<string, T>,
): Record<string, T | (T & { import: false })> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      PROVIDED_BY_SHELL.includes(name) ? { ...config, import: false as const } : config,
    ]),
  );
}
