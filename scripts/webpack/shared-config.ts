/**
 * Federation singletons: one React, one router, one Redux store library and one copy of the shared
 * package (its session, API slice and design library) for the shell and every remote. Versions are the
 * ranges the app declares in package.json, and they are strict: a remote whose range the shell's copy does
 * not satisfy (a new major of `@mwangaza/shared`, React or Redux Toolkit) fails to load and shows its
 * "unavailable" message instead of running against an incompatible singleton and crashing later.
 */
import fs from 'node:fs';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@mwangaza/shared',
];

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
  // react-router-dom re-exports react-router: anything importing react-router directly must see the
  // same router context, so it is a singleton too (range taken from the installed version's major).
  shared['react-router'] = singleton(overrides['react-router'] ?? `^${installedVersion('react-router')}`);
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

function installedVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '../..')] });
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
