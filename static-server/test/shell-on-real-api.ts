// The shell's server in front of the real API on its embedded database, for the tests of what publishing
// changes in the shell's pages.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  createSessions,
  startDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '@mwangaza/api/testing';
import type { SeoOptions } from '../src/seo';
import { createShellBuild, startShell } from './seo-fixtures';

export interface ShellOnRealApi {
  db: TestDatabase;
  api: TestApp;
  /** An editor's access token. */
  editor: string;
  root: string;
  shell: FastifyInstance;
}

/**
 * Starts the API and signs an editor in, runs `prepare` (content the shell must find at its start), then
 * starts the shell on a shell build, before the file's tests; stops everything after them. Its fields are set
 * by beforeAll: read them in tests and in hooks registered after it.
 */
export function setUpShellOnRealApi(
  options: {
    seo?: Omit<SeoOptions, 'apiUrl'>;
    prepare?: (api: TestApp, editor: string) => Promise<void>;
  } = {},
): ShellOnRealApi {
  const started = {} as ShellOnRealApi;
  beforeAll(async () => {
    started.db = await startDatabase();
    started.api = await startTestApp(started.db);
    started.editor = (await createSessions(started.api)).editor;
    await options.prepare?.(started.api, started.editor);
    started.root = createShellBuild();
    started.shell = await startShell(started.root, started.api.baseUrl, options.seo);
  });
  afterAll(async () => {
    await started.shell?.close();
    if (started.root) fs.rmSync(started.root, { recursive: true, force: true });
    await started.api?.close();
    await started.db?.stop();
  });
  return started;
}
