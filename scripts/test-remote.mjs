// `npm test -w public-site` / `npm test -w admin-console`: one team's tests without the other remote or the
// shell. The remote's unit tests, the API contract (real API and MSW handlers), then its browser tests against
// its standalone start with MSW (a production build with mocks, in <remote>/dist-standalone).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, newestMtime, root, run } from './lib/prepare.mjs';

const remote = process.argv[2];
if (remote !== 'public-site' && remote !== 'admin-console') {
  console.error('usage: node scripts/test-remote.mjs public-site|admin-console');
  process.exit(2);
}

ensureDependencies();
const jest = ['node_modules/jest/bin/jest.js', '--ci'];
run(process.execPath, [...jest, '--selectProjects', remote, 'contract']);
run(process.execPath, [...jest, 'api/test/contract.test.ts', '--selectProjects', 'api']);

const out = path.join(root, remote, 'dist-standalone');
const entry = path.join(out, 'remoteEntry.js');
const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
const changed = Math.max(newestMtime(path.join(root, remote)), newestMtime(path.join(root, 'shared')));
if (process.env.FORCE_BUILD === '1' || built <= changed) {
  console.log(`› Building ${remote} standalone with MSW (${path.relative(root, out)})…`);
  run('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, remote),
    env: { ...process.env, MWANGAZA_MOCKS: '1', MWANGAZA_OUTPUT_DIR: out },
  });
}
run(process.execPath, [...jest, '--selectProjects', `${remote}-standalone`, '--runInBand']);
