import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { insertMessage } from '../helpers/messages';
import { creditedSession, phoneNumbers, sandboxCountsByReference } from '../helpers/sms';
import {
  claimForSubmit,
  isStillReleased,
  loadUnsentMessages,
  reclaimReleased,
  releaseClaim,
} from '../../db/messaging/message-submission';
import { submitMessages } from '../../use-cases/messaging/submit/submission';
import { submitterFor } from '../../use-cases/messaging/submit/channel-submitter';

async function claimState(id: number): Promise<{ status: string; submit_claims: number }> {
  const [row] = await testEnv().sequelize.query<{ status: string; submit_claims: number }>(
    'SELECT status, submit_claims FROM messages WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row;
}

describe('submission claims: taken only from the count read, let go only by their holder', () => {
  it('does not send a message from a page read before another attempt claimed it, and only the holder releases it', async () => {
    const { sequelize, activityDeps } = testEnv();
    const session = await creditedSession(1);
    const id = await insertMessage(session.tenant.id, { status: 'queued', toNumber: phoneNumbers(1)[0] });
    const submitter = submitterFor(activityDeps, 'sms');
    const stalePage = await loadUnsentMessages(sequelize, [id]);
    assert.deepEqual(
      stalePage.map((m) => [m.status, m.submitClaims]),
      [['queued', 0]],
    );

    // Another attempt (a retry whose predecessor still runs, say) claims it and is mid-call.
    assert.deepEqual([...(await claimForSubmit(sequelize, stalePage))], [[id, 1]]);
    assert.deepEqual(await submitMessages(activityDeps, submitter, stalePage), { submitted: 0, failed: 0 });
    assert.equal(sandboxCountsByReference([id]).get(id), undefined, 'the stale page sent nothing');
    await releaseClaim(sequelize, stalePage);
    assert.deepEqual(
      await claimState(id),
      { status: 'submitting', submit_claims: 1 },
      'a claim it did not hold is not let go',
    );

    // The holder lets go (the gateway refused the connection, say): the next attempt claims and sends it once.
    await releaseClaim(sequelize, [{ id, submitClaims: 1 }]);
    assert.deepEqual(await claimState(id), { status: 'queued', submit_claims: 1 });
    assert.deepEqual(await submitMessages(activityDeps, submitter, await loadUnsentMessages(sequelize, [id])), {
      submitted: 1,
      failed: 0,
    });
    assert.equal(sandboxCountsByReference([id]).get(id), 1);
    assert.deepEqual(await claimState(id), { status: 'PENDING_ACCEPTED', submit_claims: 2 });
  });

  it('claims back a message let go for a pause only while it is still as released', async () => {
    const { sequelize } = testEnv();
    const session = await creditedSession(1);
    const letGo = async () => {
      const id = await insertMessage(session.tenant.id, { status: 'queued', toNumber: phoneNumbers(1)[0] });
      const claims = (await claimForSubmit(sequelize, [{ id, submitClaims: 0 }])).get(id)!;
      await releaseClaim(sequelize, [{ id, submitClaims: claims }]);
      return { id, submitClaims: claims };
    };
    const untouched = await letGo();
    assert.equal(await isStillReleased(sequelize, untouched), true);
    assert.equal(await reclaimReleased(sequelize, untouched), 2);
    assert.equal(await isStillReleased(sequelize, untouched), false, 'claimed again');
    assert.deepEqual(await claimState(untouched.id), { status: 'submitting', submit_claims: 2 });

    const changedMeanwhile: Array<[string, string]> = [
      ['held for quiet hours', "status = 'scheduled'"],
      ['cancelled', "status = 'cancelled'"],
      ['claimed by another attempt', "status = 'submitting', submit_claims = 2"],
      ['claimed and let go by another attempt', 'submit_claims = 2'],
    ];
    for (const [what, change] of changedMeanwhile) {
      const message = await letGo();
      await sequelize.query(`UPDATE messages SET ${change} WHERE id = $1`, { bind: [message.id] });
      assert.equal(await isStillReleased(sequelize, message), false, what);
      assert.equal(await reclaimReleased(sequelize, message), null, what);
    }
  });
});
