// npm run release -- publish <remote> [--version x.y.z] | list [<remote>] | activate <remote> <version>
// RELEASES_DIR (default ./releases) is where the releases live; the shell's server reads its active.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  REMOTES,
  activateRelease,
  assertRemote,
  listReleases,
  publishRelease,
  readActive,
} from './release-store';

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, from: { type: 'string' }, dir: { type: 'string' } },
  });
  const dir = path.resolve(values.dir ?? process.env.RELEASES_DIR ?? 'releases');
  const [command, remote, version] = positionals;
  if (command === 'publish' && remote) {
    assertRemote(remote);
    const from = path.resolve(values.from ?? path.join(remote, 'dist'));
    const packageVersion = JSON.parse(fs.readFileSync(path.join(remote, 'package.json'), 'utf8'))
      .version as string;
    const release = publishRelease({
      dir,
      remote,
      version: values.version ?? packageVersion,
      from,
      commit: gitCommit(),
    });
    console.log(`Published ${remote} ${release.version} to ${path.join(dir, remote, release.version)}`);
    console.log(`Make it live: npm run release -- activate ${remote} ${release.version}`);
  } else if (command === 'list') {
    const active = readActive(dir);
    for (const name of remote ? [remote] : REMOTES) {
      assertRemote(name);
      console.log(`${name}:`);
      const releases = listReleases(dir, name);
      if (releases.length === 0) console.log('  (none published)');
      for (const release of releases) {
        const mark = active[name] === release.version ? '*' : ' ';
        console.log(
          `${mark} ${release.version.padEnd(12)} ${release.publishedAt}${release.commit ? ` ${release.commit}` : ''}`,
        );
      }
    }
  } else if (command === 'activate' && remote && version) {
    activateRelease(dir, remote, version);
    console.log(
      `${remote} ${version} is active: pages loaded from now on use it (no shell rebuild or restart).`,
    );
  } else {
    console.error(
      'usage: release publish <remote> [--version x.y.z] [--from dist] | list [<remote>] | activate <remote> <version>',
    );
    process.exitCode = 2;
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
