/** Why a backup or restore was refused, in one line the commands print as it is (wrong key, damage, …). */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
