import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { createUserModel } from '../models/user.model';
import { openCliDatabase } from './cli-database';
import { createAdmin, CreateAdminError } from './create-admin';

const USAGE = `Usage: npm run create-admin -w api -- --email <address> [--name "<full name>"]
  or ADMIN_EMAIL / ADMIN_NAME in the environment. The password comes from ADMIN_PASSWORD; without it a
  new account gets a generated one, printed once. An existing account is promoted (and re-enabled).`;

/**
 * `npm run create-admin -w api`: makes an administrator without a browser or a prompt. Without MONGODB_URI
 * it opens the embedded database in DATA_DIR, so stop a running API that uses the same folder first.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  if (values.help || !email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const { connection, close } = await openCliDatabase(config);
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
}

main().catch((error: unknown) => {
  const known = error instanceof CreateAdminError || error instanceof ConfigError;
  console.error(
    `create-admin failed: ${known ? error.message : error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
