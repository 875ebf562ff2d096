import { HttpError } from '../../../lib/http-error';

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed logins per account and per client in fixed windows (in memory: one instance's view,
 * which is enough to make guessing slow). Over the limit, login answers 429 before checking the password.
 */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxPerAccount: number,
    private readonly maxPerClient: number,
    private readonly windowMs: number,
  ) {}

  assertAllowed(email: string, ip: string, now = Date.now()): void {
    const blockedUntil = Math.max(
      this.blockedUntil(`account:${email}`, this.maxPerAccount, now),
      this.blockedUntil(`client:${ip}`, this.maxPerClient, now),
    );
    if (blockedUntil > now) {
      const minutes = Math.max(1, Math.ceil((blockedUntil - now) / 60_000));
      throw new HttpError(429, `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    this.bump(`account:${email}`, now);
    this.bump(`client:${ip}`, now);
    if (this.windows.size > 50_000) this.prune(now);
  }

  recordSuccess(email: string): void {
    this.windows.delete(`account:${email}`);
  }

  private blockedUntil(key: string, max: number, now: number): number {
    const window = this.windows.get(key);
    return window && window.resetAt > now && window.failures >= max ? window.resetAt : 0;
  }

  private bump(key: string, now: number): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, { failures: 1, resetAt: now + this.windowMs });
    else window.failures++;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
