import { writeE2eEnv } from './env';
import { startStack } from './stack';

/** Starts the already-built site (API, remotes, shell) on free ports for the e2e project. */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack();
  writeE2eEnv(stack.env);
}
