/**
 * Hands text the console fetched (with the session's bearer token, so not a plain link) to the browser as a
 * file download.
 */
export function downloadFile(parts: BlobPart[], filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today's date for file names, e.g. enquiries-2026-11-24.csv. */
export const fileDate = () => new Date().toISOString().slice(0, 10);
