import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { damagePage, databaseWithDocs, offsetOfText } from '@mwangaza/embedded-mongo/testing';
import { setUpServerProcesses } from './helpers/server-process';

jest.setTimeout(90_000);

/**
 * The real server module (src/server.ts) started as its own process, as `npm start` runs it: when it must
 * refuse to start, it says why and what to do in one line, with no stack trace.
 */

const startServer = setUpServerProcesses();
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-start-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts a server that must refuse: its exit code and the lines it printed that are not JSON log lines. */
async function refusal(env: Record<string, string>) {
  const server = startServer(env);
  const code = await server.exited;
  const { stdout, stderr } = server.output();
  const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim() && !line.startsWith('{'));
  return { code, lines, stderr };
}

function expectOneLine(result: Awaited<ReturnType<typeof refusal>>, pattern: RegExp) {
  expect(result.code).toBe(1);
  expect(result.lines).toEqual([expect.stringMatching(pattern)]);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

it('refuses a second server on the same data folder, naming the first', async () => {
  const dir = dataDir();
  const first = startServer({ DATA_DIR: dir });
  await first.listening();
  expectOneLine(
    await refusal({ DATA_DIR: dir }),
    new RegExp(`in use by process ${first.child.pid} .*Stop that process or use another DATA_DIR`),
  );
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
});

it('refuses a port that is in use, saying which variable to change', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as net.AddressInfo;
  try {
    expectOneLine(
      await refusal({ DATA_DIR: dataDir(), PORT: String(port) }),
      new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use.*PORT`),
    );
  } finally {
    holder.close();
  }
});

it('refuses a damaged database, saying how to repair it', async () => {
  const { dataDir: dir, file } = await databaseWithDocs(300);
  // A page of the database file broken, as by a failing disk: damage no crash explains.
  damagePage(file, offsetOfText(file, 150));
  expectOneLine(
    await refusal({ DATA_DIR: dir }),
    /embedded-mongo\.sqlite is damaged \(SQLite's integrity check: .*npm run db:repair -w api/,
  );
});

it('refuses a configuration error', async () => {
  expectOneLine(
    await refusal({ DATA_DIR: dataDir(), PORT: 'abc' }),
    /^Configuration error: PORT must be an integer/,
  );
});
