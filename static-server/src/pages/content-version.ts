/**
 * The API's content version (GET /api/content-version), asked at most every `checkMs` however many
 * requests arrive: it changes whenever public content does on any API instance, including when a scheduled
 * item falls due, so pages cached under one version are right until it moves.
 */
export interface ContentVersion {
  /** The version now, or 'unavailable' while the API cannot say (pages are then cached under that). */
  current(): Promise<string>;
  /** Date.now() when the version last moved (pages made just after may have met a lagging API instance). */
  readonly changedAt: number;
}

export interface ContentVersionOptions {
  apiUrl: string;
  /** How long an answer is reused (default 1 s; 0 asks on every request, for tests). */
  checkMs?: number;
  timeoutMs?: number;
}

export const UNAVAILABLE = 'unavailable';

export function watchContentVersion(options: ContentVersionOptions): ContentVersion {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/api/content-version`;
  const checkMs = options.checkMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 1_500;
  let version = UNAVAILABLE;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let changedAt = 0;
  let pending: Promise<void> | null = null;

  async function read(): Promise<void> {
    let next = UNAVAILABLE;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json()) as { data?: { version?: unknown } };
      if (response.ok && typeof body.data?.version === 'string') next = body.data.version;
    } catch {
      // An API that is down or too old keeps pages under 'unavailable' until it answers.
    }
    if (next !== version) {
      version = next;
      changedAt = Date.now();
    }
    checkedAt = Date.now();
  }

  return {
    async current() {
      if (Date.now() - checkedAt >= checkMs) {
        pending ??= read().finally(() => (pending = null));
        await pending;
      }
      return version;
    },
    get changedAt() {
      return changedAt;
    },
  };
}
