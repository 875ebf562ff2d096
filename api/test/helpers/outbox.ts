// What the outbox tests share: test messages, and apps and SMTP servers started per test.
import { startSmtp, type TestSmtp } from './smtp';
import { setUpDatabase, startTestApp, type manualClock, type TestApp, type TestDatabase } from './test-app';

export const about = { type: 'test', id: 'abc1234' };
export const message = (n = 1) => ({ kind: 'test-message', about, subject: `Hello ${n}`, text: `Body ${n}` });

export interface OutboxTest {
  /** This test's own database. */
  db: TestDatabase;
  /** Runs after the test, before its database stops (last registered first). */
  onCleanup(cleanup: () => Promise<void>): void;
  /** An app sending to the SMTP server on `port`, with `env` on top of the file's. */
  app(port: number, clock: ReturnType<typeof manualClock>, env?: Record<string, string>): Promise<TestApp>;
  /** A recording SMTP server (on `port`, or a free one). */
  smtpOn(port?: number): Promise<TestSmtp>;
}

/**
 * Gives every test of the file a database of its own; what a test starts through the result (apps, SMTP
 * servers, `onCleanup`) is stopped after it, before its database. `fileEnv` is every app's configuration.
 */
export function setUpOutboxTest(fileEnv: Record<string, string> = {}): OutboxTest {
  const cleanups: (() => Promise<void>)[] = [];
  // Registered before the database's own after-hook, so it runs first (jest runs after-hooks in order).
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const db = setUpDatabase({ each: true });
  const onCleanup = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
  return {
    db,
    onCleanup,
    async app(port, clock, env = {}) {
      const t = await startTestApp(
        db,
        { SMTP_URL: `smtp://127.0.0.1:${port}`, ...fileEnv, ...env },
        { clock: clock.now },
      );
      onCleanup(() => t.close());
      return t;
    },
    async smtpOn(port = 0) {
      const smtp = await startSmtp(port);
      onCleanup(() => smtp.stop());
      return smtp;
    },
  };
}
