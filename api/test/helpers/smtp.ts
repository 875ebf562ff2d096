import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface TestSmtp {
  port: number;
  messages: string[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no auth, no TLS) that keeps every message it receives; `onMessage` also hands
 * each one on as it arrives (the browser tests write them to files that jest's workers read).
 */
export async function startSmtp(port = 0, onMessage?: (raw: string) => void): Promise<TestSmtp> {
  const messages: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The API keeps idle connections open (a pool): a stopping test server ends them at once, not after 30 s.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push(data);
        onMessage?.(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns a truthy value (or fails after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first console link to `path` in a raw message (undoes quoted-printable soft breaks and escapes). */
export function linkFromMail(raw: string, path: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`https?://[^\\s"<>]*${escaped}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
}

/** One received message, decoded (MIME, quoted-printable, base64) as a mail client reads it. */
export interface ReadMail {
  to: string;
  subject: string;
  replyTo: string | undefined;
  text: string;
  html: string;
  /** Every link's target in the HTML part. */
  links: string[];
}

export async function readMail(raw: string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const address = (value: typeof parsed.to) => (Array.isArray(value) ? value[0]?.text : value?.text) ?? '';
  return {
    to: address(parsed.to),
    subject: parsed.subject ?? '',
    replyTo: parsed.replyTo?.text,
    text: parsed.text ?? '',
    html,
    links: [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((match) => match[1]!),
  };
}
