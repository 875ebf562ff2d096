import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  port: number;
  dir: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback that the API delivers to (SMTP_URL). Each message is written to a file in
 * `dir`, so tests in jest's workers read what global-setup's process received.
 */
export async function startMailbox(): Promise<Mailbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The API keeps idle connections open (a pool): stopping ends them at once, not after 30 s.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        fs.writeFileSync(
          path.join(dir, `${Date.now()}-${String(++count).padStart(5, '0')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every message received so far, oldest first. */
export function readMails(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

export { linkFromMail } from '@mwangaza/api/testing/smtp';
