import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A fake build folder with the kinds of files webpack emits. */
export function createBuildFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  const bigScript = `console.log(${JSON.stringify('mwangaza '.repeat(600))});\n`;
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html lang="en"><head><title>Mwangaza</title></head><body><div id="root"></div></body></html>',
    'main.0123456789abcdef0123.js': bigScript,
    'main.0123456789abcdef0123.css': 'body{color:gold}',
    'remoteEntry.js': bigScript,
    'mockServiceWorker.js': '// worker',
    'assets/logo.89abcdef0123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** A stand-in for the API that answers every request with its path in the envelope, on a free port. */
export async function startEchoApi(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, message: 'ok', data: { path: request.url } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The address of a port where nothing listens (a server started and closed): an API that is down. */
export async function deadLocalUrl(): Promise<string> {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  return url;
}
