import { TooManyRequestsError } from '../../../lib/too-many-requests';
import type { CounterStore } from '../client-limits/counter-store';

export interface LoginLimits {
  /** Failures of one client on one account per window before that pair waits for the window's end. */
  maxPerAccountClient: number;
  /** Failures of one client across accounts per window (credential stuffing). */
  maxPerClient: number;
  windowMs: number;
  /** Failures on one account (all clients) per account window before the account's backoff starts. */
  backoffAfter: number;
  accountWindowMs: number;
  /** The backoff doubles from one second per failure up to this. */
  backoffMaxMs: number;
}

/** The limit a refused sign-in hit (the one with the longest wait when several apply), for the metrics. */
export type LoginLimit = 'account_client' | 'client' | 'account_backoff';

/**
 * Slows password guessing without handing out lockouts (OWASP ASVS 5.0, V6.1.1): counters live in MongoDB
 * (shared by every instance). A client that fails too often on one account, or on too many accounts, waits;
 * an account under attack from many clients gets a growing delay between attempts, which a client with no
 * recent failures is not subject to, so the owner still signs in with the right password.
 */
export class LoginLimiter {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: LoginLimits,
    private readonly now: () => number,
    private readonly onRefused: (limit: LoginLimit) => void = () => undefined,
  ) {}

  private keys(email: string, ip: string) {
    return {
      pair: `login:pair:${email}:${ip}`,
      client: `login:client:${ip}`,
      account: `login:account:${email}`,
    };
  }

  /** 429 (with how long to wait) before the password is checked, when this client must wait. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const { pair, client, account } = await this.counters.read(this.keys(email, ip));
    const { maxPerAccountClient, maxPerClient, backoffAfter, backoffMaxMs } = this.limits;
    let until = 0;
    let limit: LoginLimit = 'client';
    const waitUntil = (time: number, reason: LoginLimit) => {
      if (time > until) [until, limit] = [time, reason];
    };
    if (pair.count >= maxPerAccountClient) waitUntil(pair.resetAt, 'account_client');
    if (client.count >= maxPerClient) waitUntil(client.resetAt, 'client');
    if (account.count >= backoffAfter && client.count > 0) {
      const delay = Math.min(backoffMaxMs, 1000 * 2 ** (account.count - backoffAfter));
      waitUntil(account.lastAt + delay, 'account_backoff');
    }
    const now = this.now();
    if (until > now) {
      this.onRefused(limit);
      throw new TooManyRequestsError('Too many login attempts. Please try again in {wait}.', until - now);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const { windowMs, accountWindowMs } = this.limits;
    await Promise.all([
      this.counters.hit(keys.pair, windowMs),
      this.counters.hit(keys.client, windowMs),
      this.counters.hit(keys.account, accountWindowMs),
    ]);
  }

  /** The owner is in: the account's backoff and this pair's failures are forgotten (the client's stay). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.counters.clear([keys.pair, keys.account]);
  }
}
