import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtp } from '@mwangaza/api/testing/smtp';

export interface Mailbox {
  port: number;
  dir: string;
  stop(): Promise<void>;
}

/**
 * The API tests' SMTP server, for the stack's API to deliver to (SMTP_URL). Each message is also written to a
 * file in `dir`, so tests in jest's workers read what global-setup's process received.
 */
export async function startMailbox(): Promise<Mailbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtp(0, (raw) => {
    fs.writeFileSync(path.join(dir, `${Date.now()}-${String(++count).padStart(5, '0')}.eml`), raw);
  });
  return {
    port: smtp.port,
    dir,
    stop: async () => {
      await smtp.stop();
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
