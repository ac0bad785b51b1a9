/**
 * Due-time queue for delivery reports: a binary min-heap with one timer armed for the earliest entry, so 100,000
 * pending reports cost one setTimeout, not 100,000. Ties keep insertion order so a batch reports in send order.
 */

interface Entry {
  dueAt: number;
  seq: number;
  messageId: string;
}

/** setTimeout's ceiling (~24.8 days); a later schedule simply re-arms when this fires. */
const MAX_TIMER_MS = 2_147_483_647;

function before(a: Entry, b: Entry): boolean {
  return a.dueAt < b.dueAt || (a.dueAt === b.dueAt && a.seq < b.seq);
}

export class ReportQueue {
  private heap: Entry[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private armedFor = Number.POSITIVE_INFINITY;

  /** `onDue` receives every message id whose time has come, in due order. */
  constructor(private readonly onDue: (messageIds: string[]) => void) {}

  get size(): number {
    return this.heap.length;
  }

  push(dueAt: number, messageId: string): void {
    this.seq += 1;
    this.heap.push({ dueAt, seq: this.seq, messageId });
    this.siftUp(this.heap.length - 1);
    if (dueAt < this.armedFor) this.arm();
  }

  clear(): void {
    this.heap = [];
    this.disarm();
  }

  private arm(): void {
    this.disarm();
    if (this.heap.length === 0) return;
    this.armedFor = this.heap[0]!.dueAt;
    const wait = Math.min(Math.max(this.armedFor - Date.now(), 0), MAX_TIMER_MS);
    this.timer = setTimeout(() => this.fire(), wait);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.armedFor = Number.POSITIVE_INFINITY;
  }

  private fire(): void {
    this.timer = null;
    this.armedFor = Number.POSITIVE_INFINITY;
    const now = Date.now();
    const due: string[] = [];
    while (this.heap.length > 0 && this.heap[0]!.dueAt <= now) due.push(this.pop().messageId);
    this.arm();
    if (due.length > 0) this.onDue(due);
  }

  private pop(): Entry {
    const top = this.heap[0]!; // popped only when not empty
    const last = this.heap.pop() as Entry;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(index: number): void {
    const heap = this.heap;
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!before(heap[child]!, heap[parent]!)) break;
      [heap[child], heap[parent]] = [heap[parent]!, heap[child]!];
      child = parent;
    }
  }

  private siftDown(index: number): void {
    const heap = this.heap;
    let parent = index;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < heap.length && before(heap[left]!, heap[smallest]!)) smallest = left;
      if (right < heap.length && before(heap[right]!, heap[smallest]!)) smallest = right;
      if (smallest === parent) return;
      [heap[parent], heap[smallest]] = [heap[smallest]!, heap[parent]!];
      parent = smallest;
    }
  }
}
