// Jest setup for every project: a test must never reach the ports `npm start` listens on (3000-3002, 4000),
// or it passes or fails depending on what else runs on the machine. Such a connection is refused here (as
// if nothing listened) and fails the test file, naming the address, whether or not anything listens there.
import net from 'node:net';

const DEFAULT_PORTS = new Set([3000, 3001, 3002, 4000]);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::', '[::1]']);
const ORIGINAL = Symbol.for('mwangaza.test.originalSocketConnect');

type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket;
type PatchedPrototype = typeof net.Socket.prototype & { [ORIGINAL]?: Connect };

/** Host and port of any form `socket.connect` takes (net.connect passes its normalised arguments as an array). */
function targetOf(args: unknown[]): { host: string; port: number } | null {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { port: Number(first), host: typeof args[1] === 'string' ? args[1] : 'localhost' };
  }
  if (first && typeof first === 'object' && 'port' in first) {
    const options = first as { port?: unknown; host?: unknown };
    return {
      port: Number(options.port),
      host: typeof options.host === 'string' ? options.host : 'localhost',
    };
  }
  return null;
}

export function isDefaultPort(host: string, port: number): boolean {
  return DEFAULT_PORTS.has(port) && LOCAL_HOSTS.has(host.toLowerCase());
}

const reached: string[] = [];
const proto = net.Socket.prototype as PatchedPrototype;
// Each test file installs its own wrapper (files in one worker share Node's core modules) around the original.
const original = proto[ORIGINAL] ?? (proto.connect as unknown as Connect);
proto[ORIGINAL] = original;
proto.connect = function connect(this: net.Socket, ...args: unknown[]) {
  const target = targetOf(args);
  if (target && isDefaultPort(target.host, target.port)) {
    reached.push(`${target.host}:${target.port}`);
    const error = Object.assign(
      new Error(`connect ECONNREFUSED ${target.host}:${target.port} (default port, refused in tests)`),
      {
        code: 'ECONNREFUSED',
      },
    );
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return original.apply(this, args);
} as typeof proto.connect;

afterAll(() => {
  if (reached.length > 0) {
    throw new Error(
      `A test reached a default port of \`npm start\` (${[...new Set(reached)].join(', ')}): use a free port (0) or a stub instead.`,
    );
  }
});
