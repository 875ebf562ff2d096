import type { Document } from 'bson';

/** Codes and names as MongoDB 7 reports them, so drivers and mongoose classify errors correctly. */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  ConflictingOperationInProgress: 117,
  NotSupported: 115,
  InvalidIndexSpecificationOption: 197,
  TransactionTooOld: 225,
  SnapshotTooOld: 239,
  QueryPlanKilled: 175,
  NoSuchTransaction: 251,
  TransactionTooLarge: 257,
  OperationNotSupportedInTransaction: 263,
  UnsupportedOpQueryCommand: 352,
  DuplicateKey: 11000,
  // Unnamed assertion codes MongoDB uses for collation parsing; drivers see them as `Location<code>`.
  Location40414: 40414,
  Location40415: 40415,
  Location51024: 51024,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

const codeNames = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/** An error that is sent back to the client as `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export class MongoCommandError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }

  get codeName(): string {
    return codeNames.get(this.code) ?? 'UnknownError';
  }

  /** The shape used both for a failed command and for an entry of `writeErrors`. */
  toDocument(): Document {
    return { errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Anything thrown while executing a command becomes a MongoDB-shaped error (mingo throws plain Errors). */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (isStorageError(err))
    return new MongoCommandError(ErrorCode.InternalError, `embedded-mongo storage error: ${message}`);
  return new MongoCommandError(ErrorCode.BadValue, message);
}

/** An error of SQLite itself (a full disk, an I/O error): the command's write unit is rolled back whole. */
export function isStorageError(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'ERR_SQLITE_ERROR';
}

export function notSupported(what: string): MongoCommandError {
  return new MongoCommandError(ErrorCode.NotSupported, `${what} is not supported by embedded-mongo`);
}

/** Errors a driver's `withTransaction` answers by running the whole transaction again. */
export const TRANSIENT_TRANSACTION_ERROR = { errorLabels: ['TransientTransactionError'] };

export function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    ErrorCode.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    TRANSIENT_TRANSACTION_ERROR,
  );
}

export function badValue(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCode.BadValue, message);
}
