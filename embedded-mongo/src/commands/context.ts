import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors';
import { notSupported, badValue } from '../errors';
import type { SessionRegistry } from '../sessions';
import type { Store } from '../storage/store';

export interface CommandContext {
  db: string;
  /** The command name as sent (first key of the body). */
  name: string;
  body: Document;
  /** OP_MSG kind-1 sections (`documents`, `updates`, `deletes`). */
  sequences: Map<string, Document[]>;
  /** The data the command reads and writes: the latest, a snapshot's or a transaction's view. */
  store: Store;
  cursors: CursorRegistry;
  sessions: SessionRegistry;
  connectionId: number;
  /** `host:port` of this server as the client reached it (hello's `me`). */
  serverAddress: string;
}

export type CommandHandler = (ctx: CommandContext) => Document | Promise<Document>;

/** Generic fields every command may carry; they do not change results here. */
const COMMON_FIELDS = new Set([
  '$db',
  'lsid',
  '$readPreference',
  '$clusterTime',
  'writeConcern',
  'readConcern',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'comment',
  'maxTimeMS',
]);

/** Refuses any option this server would otherwise silently ignore, so no answer is quietly wrong. */
export function allowFields(ctx: CommandContext, allowed: readonly string[]): void {
  for (const field of Object.keys(ctx.body)) {
    if (field === ctx.name || COMMON_FIELDS.has(field) || allowed.includes(field)) continue;
    throw notSupported(`the '${field}' option of ${ctx.name}`);
  }
}

export function allowStatementFields(command: string, statement: Document, allowed: readonly string[]): void {
  for (const field of Object.keys(statement)) {
    if (!allowed.includes(field)) throw notSupported(`the '${field}' field of a ${command} statement`);
  }
}

/** A document array carried either in the body or as an OP_MSG document sequence. */
export function documentList(ctx: CommandContext, field: string): Document[] {
  const value: unknown = ctx.body[field] ?? ctx.sequences.get(field);
  if (value === undefined)
    throw badValue(`BSON field '${ctx.name}.${field}' is missing but a required field`);
  if (!Array.isArray(value))
    throw badValue(`BSON field '${ctx.name}.${field}' is the wrong type, expected array`);
  return value as Document[];
}

export function collectionName(ctx: CommandContext): string {
  const value: unknown = ctx.body[ctx.name];
  if (typeof value !== 'string' || value.length === 0) {
    throw badValue(`collection name has invalid type ${typeof value}`);
  }
  return value;
}

export function optionalDocument(ctx: CommandContext, field: string): Document | undefined {
  const value: unknown = ctx.body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badValue(`BSON field '${ctx.name}.${field}' is the wrong type, expected object`);
  return value as Document;
}

export function optionalNumber(ctx: CommandContext, field: string): number | undefined {
  const value: unknown = ctx.body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number')
    throw badValue(`BSON field '${ctx.name}.${field}' is the wrong type, expected number`);
  return value;
}
