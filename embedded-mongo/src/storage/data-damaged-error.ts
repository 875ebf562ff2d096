/** A data file damaged somewhere a crash cannot explain: the server refuses to start on it. */
export class DataDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly offset: number,
    dataDir: string,
  ) {
    super(
      `embedded-mongo: ${file} is damaged at byte ${offset}; refusing to start so that no acknowledged ` +
        `data is silently dropped. Stop the server, then run \`npm run db:repair -w api -- --data-dir ` +
        `${dataDir}\`: it copies the damaged file aside and keeps every intact record.`,
    );
    this.name = 'DataDamagedError';
  }
}
