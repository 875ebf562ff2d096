/** When an undelivered message is tried again, and for how long. */
export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles with each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long after it is queued (or resent) a message keeps being retried before it is marked failed. */
  retryForMs: number;
  /** How long a claimed message is hidden from other senders: longer than any one SMTP attempt can take. */
  leaseMs: number;
}

/** The wait after the given number of failed attempts: base, 2 × base, 4 × base … up to the maximum. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** The receiving server refused the message for good (an SMTP 5xx answer, e.g. 550 no such mailbox). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
