import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import axios from 'axios';
import { createTenantSession } from '../helpers/tenant';
import { createEvent } from '../helpers/events';
import { readCardPng } from '../helpers/cards';
import { testEnv } from '../helpers/env';
import { EventInvitee } from '../../db/models';
import { AppError } from '../../api/http/errors/errors';
import { CardRenderer } from '../../api/events/cards/card-renderer';
import { cardView } from '../../api/events/cards/card-view';

const EVENT = {
  name: 'Harambee ya Kanisa',
  type: 'harambee' as const,
  eventDate: '2026-12-12',
  venue: 'Kanisa Kuu',
  startsAt: null,
  endsAt: null,
};
const view = (n: number) =>
  cardView(EVENT, { name: `Mgeni ${n}`, cardType: 'single', admits: 1, entryCode: `code-${n}-q3Vf0rT9x2LmB7` }, 'sw');

/** `/healthz` asked one request after another while `work` runs: how long each took. */
async function healthzWhile<T>(work: Promise<T>): Promise<{ result: T; healthz: number[] }> {
  let settled = false;
  const tracked = work.finally(() => {
    settled = true;
  });
  const healthz: number[] = [];
  while (!settled) {
    const sent = performance.now();
    assert.equal((await axios.get(`${testEnv().baseUrl}/healthz`, { timeout: 60_000 })).status, 200);
    healthz.push(performance.now() - sent);
  }
  return { result: await tracked, healthz };
}

describe('entry cards are drawn off the event loop, within a budget', () => {
  it('keeps the API answering while it prints the cards of 300 invitees', async () => {
    const owner = await createTenantSession();
    const event = await createEvent(owner);
    // Warm: the first card of the process starts the drawing thread.
    const first = await owner.api.get(`/events/${event.id}/cards.pdf`, { responseType: 'arraybuffer' });
    assert.equal(first.status, 200);
    await EventInvitee.bulkCreate(
      Array.from({ length: 300 }, (_, n) => ({
        tenantId: owner.tenant.id,
        eventId: event.id,
        name: `Mgeni ${n}`,
        phone: `2557${String(n).padStart(8, '0')}`,
      })),
    );
    const started = performance.now();
    const { result: res, healthz } = await healthzWhile(
      owner.api.get(`/events/${event.id}/cards.pdf`, { responseType: 'arraybuffer' }),
    );
    const elapsed = performance.now() - started;
    assert.equal(res.status, 200);
    assert.ok((res.data as ArrayBuffer).byteLength > 100_000);
    const slowest = Math.max(...healthz);
    assert.ok(healthz.length > 1, `${healthz.length} /healthz answers in ${elapsed.toFixed(0)} ms`);
    assert.ok(
      slowest < 1_000,
      `slowest /healthz ${slowest.toFixed(0)} ms of ${healthz.length} (PDF ${elapsed.toFixed(0)} ms)`,
    );
  });

  it('stops a drawing past its budget (503 server_busy, Retry-After), refuses past a full queue, and draws on after', async () => {
    const renderer = new CardRenderer({ threads: 1, maxQueue: 0, budgetMs: 1000 });
    try {
      const big = renderer.render({
        kind: 'pdf',
        title: 'big',
        cards: Array.from({ length: 3000 }, (_, n) => view(n)),
      });
      // The thread is busy with the big one and no job may wait: the next is refused at once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await assert.rejects(renderer.render({ kind: 'png', card: view(1) }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.deepEqual([err.status, err.code], [503, 'server_busy']);
        assert.equal(err.headers['Retry-After'], '5');
        return true;
      });
      await assert.rejects(big, (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.deepEqual([err.status, err.code], [503, 'server_busy']);
        assert.match(err.message, /took more than the limit of 1 s/);
        return true;
      });
      const png = await renderer.render({ kind: 'png', card: view(7) });
      assert.equal(readCardPng(png).qr, view(7).qrPayload, 'a new thread draws the next card');
    } finally {
      await renderer.close();
    }
  });
});
