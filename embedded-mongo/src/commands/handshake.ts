import { ObjectId, type Document } from 'bson';
import type { CommandContext, CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0';

export const REPLICA_SET_NAME = 'embedded';
/** Fixed: there is only ever one primary, elected once. */
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

/**
 * The primary of a one-member replica set, so drivers use transactions and retryable writes
 * (they treat a standalone as supporting neither). `hosts`/`me` are the address the client
 * connected to, so discovery never sends it elsewhere. `topologyVersion` is deliberately absent
 * (it makes drivers switch to streaming hello); `compression` is absent because OP_COMPRESSED
 * is not implemented.
 */
function hello(ctx: CommandContext): Document {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    secondary: false,
    setName: REPLICA_SET_NAME,
    setVersion: 1,
    hosts: [ctx.serverAddress],
    primary: ctx.serverAddress,
    me: ctx.serverAddress,
    electionId: ELECTION_ID,
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
  endSessions: (ctx) => {
    const ids: unknown = ctx.body.endSessions;
    if (Array.isArray(ids)) ctx.sessions.end(ids as Document[]);
    return { ok: 1 };
  },
  killAllSessions: (ctx) => {
    ctx.sessions.killAll();
    return { ok: 1 };
  },
  refreshSessions: ok,
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};
