// The features of an app (<app>/src/features/<name>/) do not reach into each other: another feature's
// index.ts is its public face, everything else inside it is private (bulletproof-react's feature zones).
// One zone per pair of features, read from the folders, so a new feature is covered without a config edit.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function featureZones(apps) {
  return apps.flatMap((app) => {
    const features = `${app}/src/features`;
    const names = fs
      .readdirSync(path.join(root, features), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return names.flatMap((target) =>
      names
        .filter((from) => from !== target)
        .map((from) => ({
          target: `./${features}/${target}`,
          from: `./${features}/${from}`,
          except: ['./index.ts'],
          message: `import what ${app}'s feature "${from}" offers from its index.ts, not its internals`,
        })),
    );
  });
}
