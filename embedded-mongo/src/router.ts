import type { Document } from 'bson';
import { aggregate } from './commands/aggregate';
import { create, drop, dropDatabase, listCollections, listDatabases } from './commands/collections';
import type { CommandContext, CommandHandler } from './commands/context';
import { deleteCommand } from './commands/delete';
import { explain } from './commands/explain';
import { count, distinct, find, getMore, killCursors } from './commands/find';
import { findAndModify } from './commands/find-and-modify';
import { handshakeCommands } from './commands/handshake';
import { createIndexes, dropIndexes, listIndexes } from './commands/indexes';
import { insert } from './commands/insert';
import { update } from './commands/update';
import { ErrorCode, MongoCommandError, toCommandError } from './errors';
import { LockWait } from './storage/document-locks';

const commands: Record<string, CommandHandler> = {
  ...handshakeCommands,
  insert,
  update,
  delete: deleteCommand,
  find,
  getMore,
  killCursors,
  count,
  distinct,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
  explain,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};

/** Commands a pre-OP_MSG handshake may use; MongoDB 6+ rejects every other OP_QUERY command. */
const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

export type CommandInput = Omit<CommandContext, 'name'>;

/** Runs one command and always resolves to a reply document (errors become `ok: 0` replies). */
export async function runCommand(input: CommandInput, viaOpQuery = false): Promise<Document> {
  const name = Object.keys(input.body)[0] ?? '';
  try {
    if (viaOpQuery && !OP_QUERY_COMMANDS.has(name)) {
      throw new MongoCommandError(
        ErrorCode.UnsupportedOpQueryCommand,
        `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
      );
    }
    const handler = Object.hasOwn(commands, name) ? commands[name] : undefined;
    return await input.sessions.run(name, input.body, async (store, body) => {
      if (!handler) throw new MongoCommandError(ErrorCode.CommandNotFound, `no such command: '${name}'`);
      for (;;) {
        try {
          return await handler({ ...input, store, body, name });
        } catch (err) {
          // Raised before the command changed anything: wait for the transaction, then run it again.
          if (!(err instanceof LockWait)) throw err;
          await err.released;
        }
      }
    });
  } catch (err) {
    return { ok: 0, ...toCommandError(err).toDocument() };
  }
}
