import assert from 'node:assert/strict';
import { createCoalescer } from '../../infra/coalescer';

/** A work function whose runs are recorded and finish only when released. */
function gatedWork() {
  const runs: Array<{ key: string; inputs: number[] }> = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const work = async (key: string, inputs: number[]) => {
    runs.push({ key, inputs });
    await gate;
    if (inputs.includes(-1)) throw new Error('bad input');
    return inputs.map((n) => n * 10);
  };
  const open = () => {
    release();
    gate = Promise.resolve();
  };
  return { runs, work, open };
}

describe('createCoalescer', () => {
  it('runs a lone call at once and the calls that arrive meanwhile as one next group, each answered its own output', async () => {
    const { runs, work, open } = gatedWork();
    const call = createCoalescer(100, work);
    const first = call('a', 1);
    const rest = [2, 3, 4].map((n) => call('a', n));
    assert.deepEqual(runs, [{ key: 'a', inputs: [1] }]);
    open();
    assert.deepEqual(await Promise.all([first, ...rest]), [10, 20, 30, 40]);
    assert.deepEqual(
      runs.map((r) => r.inputs),
      [[1], [2, 3, 4]],
    );
  });

  it('keeps keys apart, caps a group at maxGroup, and fails only the calls of a failed group', async () => {
    const { runs, work, open } = gatedWork();
    const call = createCoalescer(2, work);
    const calls = [call('a', 1), call('b', 5), call('a', 2), call('a', -1), call('a', 3)];
    open();
    const settled = await Promise.allSettled(calls);
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled'],
    );
    assert.deepEqual(runs, [
      { key: 'a', inputs: [1] },
      { key: 'b', inputs: [5] },
      { key: 'a', inputs: [2, -1] },
      { key: 'a', inputs: [3] },
    ]);
  });
});
