import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { createUserModel } from '../models/user.model';
import { createAdmin } from '../seed/create-admin';
import { openCommandDatabase } from './command-database';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run create-admin -w api -- --email <address> [--name "<full name>"]
  (in a deploy folder: node api/dist/create-admin.js …), or ADMIN_EMAIL / ADMIN_NAME in the environment.
  The password comes from ADMIN_PASSWORD; without it a new account gets a generated one, printed once. An
  existing account is promoted (and re-enabled). With a running API on the same DATA_DIR it goes through
  that API's database server.`;

/** Makes an administrator without a browser or a prompt. */
runCommand('create-admin failed', async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  if (values.help || !email) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const { connection, close } = await openCommandDatabase(config);
  try {
    const users = createUserModel(connection);
    await users.createIndexes();
    const result = await createAdmin(users, new PasswordHasher(config.passwordHashCost), {
      email,
      fullName: values.name ?? process.env.ADMIN_NAME,
      password: process.env.ADMIN_PASSWORD || undefined,
    });
    console.log(
      `${result.created ? 'Administrator created' : 'Existing account is now an administrator'}: ${result.email}`,
    );
    if (result.generatedPassword) {
      console.log(`Password (shown once, store it now): ${result.generatedPassword}`);
    }
  } finally {
    await close();
  }
});
