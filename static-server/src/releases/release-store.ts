import fs from 'node:fs';
import path from 'node:path';

/**
 * Versioned, immutable remote releases on disk (or a bucket synced from it):
 * `<dir>/<remote>/<version>/` holds one build (remoteEntry.js, mf-manifest.json, chunks, release.json) and is
 * never overwritten; `<dir>/active.json` says which version of each remote the shell runs. A release or a
 * rollback rewrites that one file; the shell's server reads it for each page (runtime-config.ts).
 */
export const REMOTES = ['public-site', 'admin-console'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type ActiveReleases = Partial<Record<RemoteName, string>>;

export interface Release {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  commit?: string;
}

export const ACTIVE_FILE = 'active.json';
export const RELEASE_FILE = 'release.json';
// A folder name that is also safe in a URL path: semver, optionally with a pre-release or build suffix.
const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

export function assertRemote(remote: string): asserts remote is RemoteName {
  if (!(REMOTES as readonly string[]).includes(remote))
    throw new Error(`Unknown remote "${remote}": ${REMOTES.join(' or ')}`);
}

function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a version (like 1.4.0)`);
}

/** Copies a remote's build into `<dir>/<remote>/<version>/`; refuses a version that was published before. */
export function publishRelease(options: {
  dir: string;
  remote: string;
  version: string;
  from: string;
  commit?: string;
  now?: () => Date;
}): Release {
  const { dir, remote, version, from } = options;
  assertRemote(remote);
  assertVersion(version);
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(from, required)))
      throw new Error(`${from} has no ${required}: build ${remote} first`);
  }
  const target = path.join(dir, remote, version);
  if (fs.existsSync(target))
    throw new Error(`${remote} ${version} is already published; releases are never overwritten`);
  // Copy beside, then rename: a half-copied release is never visible under its version.
  const staging = `${target}.partial-${process.pid}`;
  fs.cpSync(from, staging, { recursive: true });
  const release: Release = {
    remote,
    version,
    publishedAt: (options.now?.() ?? new Date()).toISOString(),
    ...(options.commit ? { commit: options.commit } : {}),
  };
  fs.writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(staging, target);
  return release;
}

/** The published releases of a remote, oldest first. */
export function listReleases(dir: string, remote: RemoteName): Release[] {
  const folder = path.join(dir, remote);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .flatMap((entry) => {
      const file = path.join(folder, entry.name, RELEASE_FILE);
      return fs.existsSync(file) ? [JSON.parse(fs.readFileSync(file, 'utf8')) as Release] : [];
    })
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

export function readActive(dir: string): ActiveReleases {
  const file = path.join(dir, ACTIVE_FILE);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    REMOTES.flatMap((remote) => (typeof parsed[remote] === 'string' ? [[remote, parsed[remote]]] : [])),
  );
}

/** Makes a published version the active one (atomically: readers see the old file or the new one). */
export function activateRelease(dir: string, remote: string, version: string): ActiveReleases {
  assertRemote(remote);
  if (!listReleases(dir, remote).some((release) => release.version === version)) {
    throw new Error(`${remote} ${version} is not published (see: npm run release -- list)`);
  }
  const active = { ...readActive(dir), [remote]: version };
  const file = path.join(dir, ACTIVE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(active, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return active;
}
