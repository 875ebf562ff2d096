import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { MigrationStore, migrationStatus, runMigrations, type StepStatus } from '../migrations';
import { createModels } from '../models';
import { openCommandDatabase } from './command-database';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run migrate -w api [-- --status]   (in a deploy folder: node api/dist/migrate.js)
  Applies the start-up migrations this database has not recorded (the API also does at start), then lists
  them. --status only lists them: applied (when) or pending. With a running API on the same DATA_DIR it goes
  through that API's database server; the migrations' lock keeps it from clashing with an API starting.`;

function line({ id, description, record }: StepStatus): string {
  const state = record
    ? `applied  ${record.appliedAt.toISOString()}  ${record.changed} changed`
    : 'pending  ';
  return `  ${state.padEnd(50)}  ${id.padEnd(28)}  ${description}`;
}

runCommand('migrate failed', async () => {
  const { values } = parseArgs({ options: { status: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) return void console.log(USAGE);
  const config = loadConfig();
  const { connection, description, close } = await openCommandDatabase(config);
  try {
    const store = new MigrationStore(connection);
    if (!values.status) {
      const log = {
        info: (details: object, message: string) => console.log(message, JSON.stringify(details)),
      };
      const models = createModels(connection);
      const ran = await runMigrations(store, { models, config, clock: Date.now, log });
      console.log(ran.length ? `Applied ${ran.length} migration(s).` : 'No pending migrations.');
    }
    const steps = await migrationStatus(store);
    const pending = steps.filter((step) => !step.record).length;
    console.log(`Start-up steps of ${description}:`);
    for (const step of steps) console.log(line(step));
    console.log(pending ? `${pending} pending: they run at the next start of the API.` : 'Nothing pending.');
  } finally {
    await close();
  }
});
