import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (within the wait). */
  closed: boolean;
  /** Milliseconds from sending to the close (or to the end of the wait). */
  elapsedMs: number;
}

/** Where a server listens, from its URL. */
export function addressOf(url: string): { host: string; port: number } {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
}

/**
 * Bytes written as they are to a fresh connection (malformed framing, a slow body, an idle socket), then
 * read until the server closes it or `waitMs` has passed. Only the first answer is parsed.
 */
export function sendRaw(url: string, raw: string | Buffer, waitMs = 3_000): Promise<RawAnswer> {
  const { host, port } = addressOf(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    let started = 0;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...parseAnswer(Buffer.concat(chunks).toString('latin1')),
        closed,
        elapsedMs: Date.now() - started,
      });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('connect', () => {
      started = Date.now();
      if (raw.length > 0) socket.write(raw);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

function parseAnswer(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/') || end < 0) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  const length = Number(headers['content-length']);
  if (Number.isFinite(length)) body = body.slice(0, length);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
