import fs from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '@mwangaza/shared/schemas';

// Set by build.mjs (esbuild define) in the bundled server; absent when run from source (tsx, jest).
declare const __API_BUILD__: BuildInfo | undefined;

function fromSource(): BuildInfo {
  // src/ and dist/ both sit beside the workspace's package.json.
  const packageJson = JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
    version: string;
  };
  return { version: packageJson.version, commit: null, builtAt: null };
}

/** The API's build, shown by GET /health so an operator can tell which release answers. */
export const API_BUILD: BuildInfo = typeof __API_BUILD__ !== 'undefined' ? __API_BUILD__ : fromSource();
