import { HttpError } from './http-error';

/** Whole seconds to wait, at least one (what Retry-After carries). */
const secondsFor = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** "3 minutes" / "40 seconds": how long a client must wait, as 429 messages say it. */
function waitText(waitMs: number): string {
  const seconds = secondsFor(waitMs);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A 429 that says when to come back: in words in its message (`{wait}` becomes "10 minutes") and in
 * seconds in the Retry-After header, which the error handler sets from `retryAfterSeconds`.
 */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, waitMs: number) {
    super(429, message.replace('{wait}', waitText(waitMs)));
    this.retryAfterSeconds = secondsFor(waitMs);
  }
}
