import { writeE2eEnv } from './env';
import type { Mailbox } from './mailbox';
import { startStack } from './stack';

/** Global teardown runs in this same process: it closes the test SMTP server kept here. */
export const MAILBOX_KEY = '__mwangazaE2eMailbox';

/** Starts the already-built site (API, remotes, shell) on free ports for the e2e project. */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack();
  (globalThis as Record<string, unknown>)[MAILBOX_KEY] = stack.mailbox;
  writeE2eEnv(stack.env);
}

export function takeMailbox(): Mailbox | null {
  const store = globalThis as Record<string, unknown>;
  const mailbox = (store[MAILBOX_KEY] as Mailbox | null | undefined) ?? null;
  delete store[MAILBOX_KEY];
  return mailbox;
}
