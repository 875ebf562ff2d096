import { DataDamagedError, DataDirLockedError, UnsupportedNodeError } from '@mwangaza/embedded-mongo';
import { ConfigError } from './config';
import { isDatabaseUnavailable } from './plugins/app/http/error-handler';

/** A reason not to start, already worded as the one line to print. */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

type SystemError = NodeJS.ErrnoException & { port?: number; address?: string };

/**
 * A port or address that could not be listened on, as a refusal naming the variable that chooses it
 * (PORT for the API, EMBEDDED_DB_PORT for the embedded database); any other error is returned as it is.
 */
export function listenRefusal(error: unknown, portVariable: string): unknown {
  const { code, port, address } = error as SystemError;
  const where = `port ${port} on ${address}`;
  if (code === 'EADDRINUSE')
    return new StartupRefusal(
      `Cannot start: ${where} is already in use. Stop the program that uses it, or set ${portVariable} to a free port.`,
    );
  if (code === 'EACCES')
    return new StartupRefusal(
      `Cannot start: this user may not listen on ${where}. Set ${portVariable} to a port above 1023, or put a proxy in front.`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new StartupRefusal(`Cannot start: ${address} is not an address of this machine. Check HOST.`);
  return error;
}

const FILE_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EEXIST']);

/**
 * The one line (one per configuration problem) that says why the API will not start and what to do, for the causes an operator can fix:
 * configuration, a data folder in use, damaged or not writable, a port taken, an unreachable database, a Node
 * too old for the embedded database.
 * Undefined for anything else: that is a bug, and its stack trace is printed instead.
 */
export function refusalLine(error: unknown): string | undefined {
  if (error instanceof StartupRefusal) return error.message;
  if (error instanceof ConfigError)
    return error.problems.map((problem) => `Configuration error: ${problem}`).join('\n');
  if (
    error instanceof DataDirLockedError ||
    error instanceof DataDamagedError ||
    error instanceof UnsupportedNodeError
  )
    return `Cannot start: ${error.message.replace(/^embedded-mongo: /, '')}`;
  const { code, path, syscall } = error as SystemError;
  if (code && path && FILE_ERRORS.has(code))
    return `Cannot start: ${syscall ?? 'open'} ${path} failed (${code}). Check that DATA_DIR is a folder this user may write to.`;
  if (isDatabaseUnavailable(error))
    return `Cannot start: the database cannot be reached (${(error as Error).message}). Start it, or check MONGODB_URI.`;
  return undefined;
}
