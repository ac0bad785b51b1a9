/**
 * The phone number's throughput (docs/providers.md §3.2, code 130429): at most `perSecond` accepted sends in any sliding
 * one-second window. Timestamps live in a ring-like array with a moving head, so a 10,000-send run stays O(1) per send.
 */
export class ThroughputWindow {
  private stamps: number[] = [];
  private head = 0;

  constructor(readonly perSecond: number) {}

  /** Counts a send at `now` and returns true, or returns false (counting nothing) when the window is full. */
  tryTake(now: number): boolean {
    while (this.head < this.stamps.length && this.stamps[this.head]! <= now - 1000) this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.stamps.length) {
      this.stamps = this.stamps.slice(this.head);
      this.head = 0;
    }
    if (this.stamps.length - this.head >= this.perSecond) return false;
    this.stamps.push(now);
    return true;
  }

  reset(): void {
    this.stamps = [];
    this.head = 0;
  }
}
