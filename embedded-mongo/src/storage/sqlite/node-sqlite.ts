import type * as NodeSqlite from 'node:sqlite';

/** Thrown when this Node has no `node:sqlite` (before 22.13): the one line says which Node is needed. */
export class UnsupportedNodeError extends Error {
  override name = 'UnsupportedNodeError';
}

let loaded: typeof NodeSqlite | undefined;

/**
 * Node's built-in SQLite (`node:sqlite`, unflagged from Node 22.13), loaded when a database is first opened.
 * Node 22 announces it with an ExperimentalWarning when it is first loaded; that one warning says nothing an
 * operator can act on, so it is left out while the module loads, and every other warning is printed as usual.
 */
export function sqlite(): typeof NodeSqlite {
  loaded ??= load();
  return loaded;
}

function load(): typeof NodeSqlite {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    const name = typeof warning === 'string' ? type : warning.name;
    if (name === 'ExperimentalWarning' && /^SQLite is an experimental feature/.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded here, after the filter is in place
    return require('node:sqlite') as typeof NodeSqlite;
  } catch {
    throw new UnsupportedNodeError(
      `embedded-mongo: the embedded database needs Node.js 22.13 or later (node:sqlite); this is Node.js ${process.versions.node}. ` +
        'Install Node.js 24 (or 22.13+), or set MONGODB_URI to use MongoDB.',
    );
  } finally {
    process.emitWarning = emitWarning;
  }
}

export type DatabaseSync = NodeSqlite.DatabaseSync;
export type StatementSync = NodeSqlite.StatementSync;
export type SQLInputValue = NodeSqlite.SQLInputValue;
