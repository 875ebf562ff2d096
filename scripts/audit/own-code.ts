/**
 * How much of a built script is our own code (the shared package, the remotes, the shell) rather than the
 * libraries bundled with it (React DOM, Redux Toolkit, the router, the federation runtime): the share of the
 * script's original sources, by size, that do not come from node_modules, read from its source map in the
 * apps' dist folders. A script without a source map counts as a library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mwangaza/browser-testing/static-servers';

const DIST_FOLDERS = ['shell/dist', 'public-site/dist', 'admin-console/dist'].map((folder) =>
  path.join(repoRoot, folder),
);

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

const shares = new Map<string, number>();

/** 0 to 1: the part of the script at `url` written by us. */
export function ownShare(url: string): number {
  const file = path.basename(new URL(url).pathname);
  const cached = shares.get(file);
  if (cached !== undefined) return cached;
  const mapFile = DIST_FOLDERS.map((folder) => path.join(folder, `${file}.map`)).find((candidate) =>
    fs.existsSync(candidate),
  );
  let share = 0;
  if (mapFile) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap;
    let own = 0;
    let total = 0;
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      // webpack's own runtime (chunk loading, module cache) is a library too.
      const library = source.includes('node_modules') || /^webpack:\/\/[^/]+\/webpack\//.test(source);
      total += size;
      if (!library) own += size;
    });
    share = total > 0 ? own / total : 0;
  }
  shares.set(file, share);
  return share;
}
