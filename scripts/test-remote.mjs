// `npm test -w public-site` / `npm test -w admin-console`: one team's tests without the other remote or the
// shell. The remote's unit tests, the API contract (real API and MSW handlers), then its browser tests against
// its standalone start with MSW (a production build with mocks, in <remote>/dist-standalone).
import { ensureDependencies, ensureStandaloneBuilt, run } from './lib/prepare.mjs';

const remote = process.argv[2];
if (remote !== 'public-site' && remote !== 'admin-console') {
  console.error('usage: node scripts/test-remote.mjs public-site|admin-console');
  process.exit(2);
}

ensureDependencies();
const jest = ['node_modules/jest/bin/jest.js', '--ci'];
run(process.execPath, [...jest, '--selectProjects', remote, 'contract']);
run(process.execPath, [...jest, 'api/test/contract.test.ts', '--selectProjects', 'api']);

ensureStandaloneBuilt(remote);
run(process.execPath, [...jest, '--selectProjects', `${remote}-standalone`, '--runInBand']);
