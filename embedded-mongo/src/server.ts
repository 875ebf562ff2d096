import net from 'node:net';
import type { CursorRegistry } from './cursors';
import { runCommand } from './router';
import type { SessionRegistry } from './sessions';
import type { Store } from './storage/store';
import { encodeMsgReply, encodeQueryReply, parseMessage } from './wire';

const HEADER_SIZE = 16;
/** Slightly above the advertised maxMessageSizeBytes; anything larger is a broken or hostile client. */
const MAX_MESSAGE_BYTES = 48_000_000 + 16 * 1024 * 1024;

/** Accepts TCP connections and turns each complete wire message into a command reply. */
export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;

  constructor(
    private readonly store: Store,
    private readonly cursors: CursorRegistry,
    private readonly sessions: SessionRegistry,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());

    // Chunks are joined only once a whole message has arrived, keeping large inserts linear.
    let chunks: Buffer[] = [];
    let buffered = 0;
    // Messages of one connection are answered in order, like mongod does.
    let queue = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      while (buffered >= 4) {
        const head = (chunks[0]?.length ?? 0) >= 4 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        const length = head.readInt32LE(0);
        if (length < HEADER_SIZE || length > MAX_MESSAGE_BYTES) {
          socket.destroy();
          return;
        }
        if (buffered < length) return;
        const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, buffered);
        const message = all.subarray(0, length);
        const rest = all.subarray(length);
        chunks = rest.length > 0 ? [rest] : [];
        buffered = rest.length;
        queue = queue.then(() => this.handle(socket, message, connectionId));
      }
    });
  }

  private async handle(socket: net.Socket, message: Buffer, connectionId: number): Promise<void> {
    let reply: Buffer | undefined;
    try {
      const request = parseMessage(message);
      const shared = {
        store: this.store,
        cursors: this.cursors,
        sessions: this.sessions,
        connectionId,
        serverAddress: addressOf(socket),
      };
      if (request.kind === 'msg') {
        const db = typeof request.body.$db === 'string' ? request.body.$db : 'admin';
        const doc = await runCommand({ ...shared, db, body: request.body, sequences: request.sequences });
        if (!request.moreToCome) reply = encodeMsgReply(request.requestId, doc);
      } else {
        const db = request.collection.endsWith('.$cmd')
          ? request.collection.slice(0, -'.$cmd'.length)
          : request.collection;
        const doc = await runCommand({ ...shared, db, body: request.query, sequences: new Map() }, true);
        reply = encodeQueryReply(request.requestId, doc);
      }
    } catch {
      // Unparseable frames or unsupported opcodes: mongod drops the connection as well.
      socket.destroy();
      return;
    }
    if (reply && !socket.destroyed) socket.write(reply);
  }
}

/** The address the client used to reach us, as a replica-set host string (`[::1]:27017`). */
function addressOf(socket: net.Socket): string {
  const host = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `${host.includes(':') ? `[${host}]` : host}:${socket.localPort ?? 0}`;
}
