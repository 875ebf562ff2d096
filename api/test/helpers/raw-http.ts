import net from 'node:net';

/** Writes raw bytes to a server and reads until it closes the connection (or `waitMs` passes, then ends it). */
export function rawExchange(port: number, request: string, waitMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    setTimeout(() => socket.end(), waitMs).unref();
  });
}

/** The status, a header's value and the JSON body of one raw HTTP/1.1 response. */
export function parseResponse(response: string): {
  status: number;
  header(name: string): string | undefined;
  body: unknown;
} {
  const [head = '', ...rest] = response.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const text = rest.join('\r\n\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    header: (name) =>
      headerLines
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim(),
    body: text ? JSON.parse(text) : undefined,
  };
}

/** A raw connection to watch: what it received, and a promise that settles when the server closes it. */
export interface WatchedSocket {
  socket: net.Socket;
  received(): string;
  closed: Promise<void>;
}

export async function openSocket(port: number): Promise<WatchedSocket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, received: () => text, closed };
}
