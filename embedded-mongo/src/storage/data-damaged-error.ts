import { ErrorCode, MongoCommandError } from '../errors';

/** A data file damaged somewhere a crash cannot explain: the server refuses to start on it. */
export class DataDamagedError extends Error {
  constructor(
    readonly file: string,
    /** Where the damage was found: a byte offset, or SQLite's integrity check's first findings. */
    readonly where: string,
    dataDir: string,
  ) {
    super(
      `embedded-mongo: ${file} is damaged ${where}; refusing to start so that no acknowledged ` +
        `data is silently dropped. Stop the server, then run \`npm run db:repair -w api -- --data-dir ` +
        `${dataDir}\`: it copies the damaged file aside and keeps every intact record.`,
    );
    this.name = 'DataDamagedError';
  }
}

/**
 * A stored document whose bytes no longer match the checksum written with them (the disk changed them):
 * the command reading it fails rather than answer with altered data. `db-repair` sets such documents aside.
 */
export class DocumentDamagedError extends MongoCommandError {
  constructor(
    readonly ns: string,
    readonly rid: number,
  ) {
    super(
      ErrorCode.InternalError,
      `embedded-mongo: a document of ${ns} (record ${rid}) is damaged on disk (its checksum does not match); ` +
        'stop the server and run `npm run db:repair -w api -- --data-dir <folder>`',
    );
    this.name = 'DocumentDamagedError';
  }
}
