/** An error as the one line a command prints (driver and system messages may span several). */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Runs a command's `main`: its exit code is the one main returns (0 by default); a failure is one line on
 * stderr, `<failure>: <why>`, and exit code 1, never a stack trace an operator has to read through.
 */
export function runCommand(failure: string, main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (error: unknown) => {
      console.error(`${failure}: ${oneLine(error)}`);
      // At once: a connection the failure left open must not keep the command running.
      process.exit(1);
    },
  );
}
