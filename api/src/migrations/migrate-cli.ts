import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createModels } from '../models';
import { openCliDatabase } from '../seed/cli-database';
import { MigrationStore, migrationStatus, runMigrations, type StepStatus } from '.';

const USAGE = `Usage: npm run migrate -w api [-- --status]
  Applies the start-up migrations this database has not recorded (the API also does at start), then lists
  them. --status only lists them: applied (when) or pending. Without MONGODB_URI it opens the embedded
  database in DATA_DIR, so stop an API that uses the same folder first.`;

function line({ id, description, record }: StepStatus): string {
  const state = record
    ? `applied  ${record.appliedAt.toISOString()}  ${record.changed} changed`
    : 'pending  ';
  return `  ${state.padEnd(50)}  ${id.padEnd(28)}  ${description}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { status: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const { connection, close } = await openCliDatabase(config);
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
    console.log(
      `Start-up steps of ${config.mongodbUri ? 'MONGODB_URI' : `the embedded database in ${config.dataDir}`}:`,
    );
    for (const step of steps) console.log(line(step));
    console.log(pending ? `${pending} pending: they run at the next start of the API.` : 'Nothing pending.');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
