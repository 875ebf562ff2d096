import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenLoopbackSmtp } from '@mwangaza/api/testing/smtp';

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
  const { port, stop } = await listenLoopbackSmtp((stream, _session, callback) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      fs.writeFileSync(
        path.join(dir, `${Date.now()}-${String(++count).padStart(5, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  });
  return {
    port,
    dir,
    stop: async () => {
      await stop();
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
