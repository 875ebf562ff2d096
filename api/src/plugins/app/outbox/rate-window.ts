/**
 * At most `perMinute` attempts started in any sliding minute on this instance, for SMTP providers that
 * impose a rate (MAIL_RATE_PER_MINUTE; 0 is no limit). A sender waits for its turn before claiming a
 * message, so a waiting message is never held under a lease. Real time on purpose: it paces a real server.
 */
export class RateWindow {
  private readonly starts: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly stop: AbortSignal,
  ) {}

  /** Waits until one more attempt may start; false when the outbox stops meanwhile. */
  async take(): Promise<boolean> {
    if (this.perMinute <= 0) return !this.stop.aborted;
    for (;;) {
      if (this.stop.aborted) return false;
      const now = Date.now();
      while (this.starts.length && this.starts[0]! <= now - 60_000) this.starts.shift();
      if (this.starts.length < this.perMinute) {
        this.starts.push(now);
        return true;
      }
      const wait = this.starts[0]! + 60_000 - now;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.stop.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  }

  /** The turn taken found nothing to send: it does not count. */
  giveBack(): void {
    if (this.perMinute > 0) this.starts.pop();
  }
}
