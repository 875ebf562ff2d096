import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder: the repository, or a deploy folder (both hold the package.json that lists the
 * workspaces). Found from this file's own place (api/src/config in a checkout, api/dist in a bundle), so it
 * is the same whichever folder a process starts in: `npm start` runs at the root, `npm run <cmd> -w api`
 * in api/. Outside any project (never in practice) the working directory.
 */
export function projectRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (listsWorkspaces(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

function listsWorkspaces(file: string): boolean {
  try {
    return Array.isArray((JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}

/** A folder setting (DATA_DIR, BACKUP_DIR): absolute as given, a relative one read from the project's root. */
export function projectPath(value: string): string {
  return path.resolve(projectRoot(), value);
}

/**
 * A path typed on a command's line (`--file`): from the folder the command was typed in. npm runs a
 * workspace's script in the workspace's folder and names the folder it was called from in INIT_CWD.
 */
export function typedPath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}
