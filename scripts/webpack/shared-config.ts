/**
 * Federation singletons: one React, one router, one Redux store library and one copy of the shared
 * package (its session, API slice and design library) for the shell and every remote. Versions are the
 * ranges the app declares in package.json, so mismatches show up as real semver warnings.
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

export function createSharedConfig(appPackage: PackageJson) {
  const dependencies = appPackage.dependencies ?? {};
  const shared: Record<string, { singleton: true; eager: false; requiredVersion: string }> = {};
  for (const name of SINGLETONS) {
    const range = dependencies[name];
    if (!range)
      throw new Error(`Federation shared dependency "${name}" is missing from the app's package.json`);
    shared[name] = { singleton: true, eager: false, requiredVersion: range };
  }
  // react-router-dom re-exports react-router: anything importing react-router directly must see the
  // same router context, so it is a singleton too (range taken from the installed version's major).
  shared['react-router'] = {
    singleton: true,
    eager: false,
    requiredVersion: `^${installedVersion('react-router')}`,
  };
  return shared;
}

function installedVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '../..')] });
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
