import fs from 'node:fs';
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
