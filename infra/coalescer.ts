/**
 * Runs concurrent calls together: calls that arrive while a group of the same key runs are queued and run as the
 * next group, in one call of `work`. A lone call runs at once (no timer, so no added latency); under a burst, each
 * group costs one round of statements instead of one per call. A failed group fails each of its calls.
 */
export type Coalesced<I, O> = (key: string, input: I) => Promise<O>;

interface Pending<I, O> {
  input: I;
  resolve(output: O): void;
  reject(err: unknown): void;
}

/** `work` gets a group's inputs in arrival order and returns one output per input, in the same order. */
export function createCoalescer<I, O>(
  maxGroup: number,
  work: (key: string, inputs: I[]) => Promise<O[]>,
): Coalesced<I, O> {
  const waiting = new Map<string, Array<Pending<I, O>>>();
  const running = new Set<string>();

  async function runGroup(key: string, group: Array<Pending<I, O>>): Promise<void> {
    try {
      const outputs = await work(
        key,
        group.map((p) => p.input),
      );
      group.forEach((p, i) => p.resolve(outputs[i]!)); // one output per input: work's contract
    } catch (err) {
      group.forEach((p) => p.reject(err));
    }
  }

  async function drain(key: string): Promise<void> {
    running.add(key);
    try {
      for (let queue = waiting.get(key); queue && queue.length > 0; queue = waiting.get(key)) {
        const group = queue.splice(0, maxGroup);
        if (queue.length === 0) waiting.delete(key);
        await runGroup(key, group);
      }
    } finally {
      running.delete(key);
    }
  }

  return (key, input) =>
    new Promise<O>((resolve, reject) => {
      const queue = waiting.get(key) ?? [];
      queue.push({ input, resolve, reject });
      waiting.set(key, queue);
      if (!running.has(key)) void drain(key);
    });
}
