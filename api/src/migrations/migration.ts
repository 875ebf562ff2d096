import type { AppConfig } from '../config';
import type { Models } from '../models';
import type { Logger } from './migration-store';

/** What a migration may use: the models, the configuration and the app's clock (a test's, in tests). */
export interface MigrationContext {
  models: Models;
  config: AppConfig;
  clock: () => number;
  log: Logger;
}

/**
 * A change to stored data that the current code needs, applied once per database at start (in the order
 * of MIGRATIONS) and recorded in `migrations`. It must still be safe to run on a database that needs none of
 * it (a new one), and after a crash half way (it may run again): touch only documents still in the old shape.
 */
export interface Migration {
  /** Never renamed: it is the record's key. */
  id: string;
  description: string;
  /** Returns how many documents it changed. */
  up(context: MigrationContext): Promise<number>;
}
