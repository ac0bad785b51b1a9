import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { ThroughputWindow } from '../../sandboxes/chat-provider/throughput';
import { WINDOW_MARGIN_MS } from '../../lib/messaging/send-pacer';

const LIMIT = 10;
const WINDOW_MS = 1000 + WINDOW_MARGIN_MS;

/**
 * Takes one slot of `key` and answers when it is (epoch ms on the database's clock, read right after the function
 * measured its wait: off by microseconds, where a clock read before it would miss the time spent waiting for the lock).
 */
async function takeSlot(key: string): Promise<number> {
  const [row] = await testEnv().sequelize.query<{ now: number; wait: number }>(
    'SELECT take_window_slot($1, $2, $3) AS wait, extract(epoch FROM clock_timestamp()) * 1000 AS now',
    { bind: [key, LIMIT, WINDOW_MS], type: QueryTypes.SELECT },
  );
  return Number(row.now) + Number(row.wait);
}

describe('send pacing (take_window_slot)', () => {
  it('gives at most the limit in any sliding window, the first window at once and then one window per limit, across concurrent takers', async () => {
    const key = `test:${randomUUID()}`;
    const takers = 4;
    const perTaker = 8;
    const slots = (await Promise.all(Array.from({ length: takers }, async () => {
      const mine: number[] = [];
      for (let i = 0; i < perTaker; i++) mine.push(await takeSlot(key));
      return mine;
    }))).flat().sort((a, b) => a - b);
    assert.equal(slots.length, takers * perTaker);
    // The first LIMIT slots come at once (no spacing), within the time the calls themselves took.
    assert.ok(slots[LIMIT - 1] - slots[0] < 500, `first window spread over ${slots[LIMIT - 1] - slots[0]} ms`);
    for (let i = LIMIT; i < slots.length; i++) {
      assert.ok(slots[i] - slots[i - LIMIT] >= WINDOW_MS - 5, `slot ${i} is ${slots[i] - slots[i - LIMIT]} ms after slot ${i - LIMIT}`);
    }
    // No more spacing than that: 32 slots at 10 per window take three windows after the first burst, not 31 intervals.
    assert.ok(slots[slots.length - 1] - slots[0] < 3 * WINDOW_MS + 500, `spread over ${slots[slots.length - 1] - slots[0]} ms`);
    // Arriving at their slots, the provider's own window (the sandbox's) takes every one of them.
    const provider = new ThroughputWindow(LIMIT);
    slots.forEach((at, i) => assert.ok(provider.tryTake(at), `the provider would refuse slot ${i}`));
  });

  it('keeps each number to its own window', async () => {
    const [a, b] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    const firstOfA = await takeSlot(a);
    for (let i = 1; i < LIMIT; i++) await takeSlot(a);
    const nextOfB = await takeSlot(b);
    assert.ok(nextOfB <= Date.now() + 5, 'another number is not held back by a full window');
    const nextOfA = await takeSlot(a);
    assert.ok(nextOfA - firstOfA >= WINDOW_MS - 5, 'the full number waits for its window');
  });
});
