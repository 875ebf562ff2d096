import type { Document } from 'bson';
import type { CommandContext, CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0';

/**
 * A standalone primary. `topologyVersion` is deliberately absent (it makes drivers switch to
 * streaming hello) and so is `setName` (it would make them use replica-set transactions);
 * `compression` is absent because OP_COMPRESSED is not implemented.
 */
function hello(ctx: CommandContext): Document {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: 16 * 1024 * 1024,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    ok: 1,
  };
}

const ok = (): Document => ({ ok: 1 });

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  // Sessions are accepted for protocol compatibility; there is no per-session state to clean up.
  endSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};
