import assert from 'node:assert/strict';
import axios, { type AxiosResponse } from 'axios';
import { testEnv } from '../helpers/env';
import { creditedSession } from '../helpers/sms';
import { withSecondApi } from '../helpers/second-api';
import { createGroupWithMembers } from '../helpers/groups';

/** The RateLimit headers of an answer (IETF draft), as numbers; NaN when one is missing. */
const rateLimitOf = (res: AxiosResponse) => ({
  limit: Number(res.headers['ratelimit-limit']),
  remaining: Number(res.headers['ratelimit-remaining']),
  reset: Number(res.headers['ratelimit-reset']),
});

describe('RateLimit headers of the send endpoints', () => {
  it('every answer after the limit was taken, 2xx and 4xx alike, says the configured limit, what remains and when it resets', async () => {
    const session = await creditedSession(3);
    const groupId = await createGroupWithMembers(session, ['Asha']);
    await withSecondApi(
      (config) => ({ ...config, sendRateLimitPerMinute: 7 }),
      async (client) => {
        const api = client(session.token);
        const answers = [
          await api.post('/sms/send', { to: '0754000701', text: 'Habari' }),
          await api.post('/sms/send-bulk', { messages: [{ to: '0754000702', text: 'Habari' }] }),
          await api.post(`/sms/send-group/${groupId}`, { text: 'Habari {name}' }),
          await api.post('/sms/send', { to: '0754000703' }),
          await api.post('/sms/send-group/999999999', { text: 'Habari' }),
        ];
        assert.deepEqual(
          answers.map((r) => r.status),
          [201, 202, 202, 422, 404],
          JSON.stringify(answers.map((r) => r.data)),
        );
        const seen = answers.map(rateLimitOf);
        assert.deepEqual(
          seen.map((h) => [h.limit, h.remaining]),
          [6, 5, 4, 3, 2].map((remaining) => [7, remaining]),
        );
        for (const { reset } of seen) assert.ok(reset >= 1 && reset <= 60, String(reset));
      },
    );
    // The main API answers with its own configured limit.
    const res = await (await creditedSession(0)).api.post('/sms/send', {});
    assert.equal(res.status, 422);
    assert.deepEqual(
      [rateLimitOf(res).limit, rateLimitOf(res).remaining],
      [testEnv().config.sendRateLimitPerMinute, testEnv().config.sendRateLimitPerMinute - 1],
    );
  });

  it('a 429 says 0 remaining, with Retry-After and the reset it waits for', async () => {
    const session = await creditedSession(0);
    await withSecondApi(
      (config) => ({ ...config, sendRateLimitPerMinute: 2 }),
      async (client) => {
        const api = client(session.token);
        const passed = [await api.post('/sms/send', {}), await api.post('/sms/send-bulk', {})];
        assert.deepEqual(
          passed.map((r) => [r.status, rateLimitOf(r).remaining]),
          [
            [422, 1],
            [422, 0],
          ],
        );
        const limited = await api.post('/sms/send-group/1', { text: 'x' });
        assert.equal(limited.status, 429);
        const retryAfter = Number(limited.headers['retry-after']);
        assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
        const { limit, remaining, reset } = rateLimitOf(limited);
        assert.deepEqual([limit, remaining], [2, 0]);
        // Both count down to the same second; the two reads may straddle a second boundary.
        assert.ok(Math.abs(reset - retryAfter) <= 1, `${reset} vs ${retryAfter}`);
      },
    );
  });

  it('concurrent requests, taken together, each get a Remaining of their own', async () => {
    const session = await creditedSession(0);
    const limit = testEnv().config.sendRateLimitPerMinute;
    const burst = await Promise.all(Array.from({ length: 20 }, () => session.api.post('/sms/send', {})));
    assert.ok(
      burst.every((r) => r.status === 422),
      JSON.stringify(burst.map((r) => r.status)),
    );
    const remaining = burst.map((r) => rateLimitOf(r).remaining).sort((a, b) => b - a);
    assert.deepEqual(
      remaining,
      Array.from({ length: 20 }, (_, i) => limit - 1 - i),
    );
  });

  it('permission refusals, given before the limit is taken, do not count and carry no RateLimit headers', async () => {
    const session = await creditedSession(0);
    const anonymous = await axios.post(`${session.api.defaults.baseURL}/sms/send`, {}, { validateStatus: () => true });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers['ratelimit-limit'], undefined);
    const next = await session.api.post('/sms/send', {});
    assert.equal(rateLimitOf(next).remaining, testEnv().config.sendRateLimitPerMinute - 1);
  });
});
