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
