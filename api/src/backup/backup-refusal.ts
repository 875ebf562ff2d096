/** Why a backup or restore was refused, in one line the commands print as it is (wrong key, damage, …). */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** An error as the one line a command prints (driver and system messages may span several). */
export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
