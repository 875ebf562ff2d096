/**
 * The tab's sessionStorage, or undefined where there is none (the server) or it is switched off (privacy
 * settings): what is kept there is then simply not kept, and the page works without it.
 */
export function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What is kept under `key`, when it is what `isValid` accepts (not an older format or a hand edit); else null. */
export function readFromTab<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(key) ?? 'null');
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; storage that is full or refused only means it is not kept. */
export function writeToTab(key: string, value: unknown): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the page goes on without it.
  }
}
