/**
 * The outbox's background loop: a pass now, the next one `intervalMs` after it ends, and at once when
 * kicked (a backlog just queued) instead of waiting for the interval. Passes never overlap.
 */
export class DeliveryLoop {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private kicked = false;
  /** The pass in progress, if any (settle waits for it). */
  running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.started = true;
    this.turn();
  }

  /** A pass as soon as possible; false when the loop is not running (the caller drains by itself). */
  kick(): boolean {
    if (!this.started || this.stopped) return false;
    if (this.running) this.kicked = true;
    else {
      clearTimeout(this.timer);
      this.turn();
    }
    return true;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private turn(): void {
    this.timer = undefined;
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      const again = this.kicked;
      this.kicked = false;
      this.timer = setTimeout(() => this.turn(), again ? 0 : this.intervalMs);
      // The loop never keeps the process alive on its own.
      this.timer.unref();
    });
  }
}
