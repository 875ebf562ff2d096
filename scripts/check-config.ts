// `npm run check-config` (in a deploy folder: `node api/dist/check-config.js`, bundled by api/build.mjs): the
// effective configuration of each process (API, shell's server, the remotes' servers) read from this
// environment, secrets masked, every problem found; exit 1 on any.
import fs from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { configReport } from './config/report';
import { PROCESSES } from './config/processes';

const USAGE = `Usage: npm run check-config [-- --env-file <file>] [-- --only <process>[,<process>]]
  (in a deploy folder: node api/dist/check-config.js [--env-file <file>] [--only …])
  Reads the environment it runs with; --env-file adds a KEY=value file under it (the environment wins, as
  with node --env-file). --only: ${PROCESSES.map((process) => process.id).join(', ')} (default: all).`;

function main(): number {
  const { values } = parseArgs({
    options: { 'env-file': { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const only = values.only?.split(',').map((id) => id.trim());
  const unknown = only?.filter((id) => !PROCESSES.some((process) => process.id === id));
  if (unknown?.length) {
    console.error(`Unknown process: ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const file = values['env-file'];
  const fromFile = file ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  const { text, problems } = configReport({ ...fromFile, ...process.env }, only);
  console.log(text);
  return problems.length ? 1 : 0;
}

process.exitCode = main();
