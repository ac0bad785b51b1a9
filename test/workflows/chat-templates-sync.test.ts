import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ScheduleOverlapPolicy } from '@temporalio/client';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { ensureChatTemplatesSchedule } from '../../worker/schedules/chat-templates';
import { CHAT_TEMPLATES_SYNC_SCHEDULE_ID } from '../../workflows/contracts';

async function syncedAt(name: string, language: string): Promise<Date | undefined> {
  const [row] = await testEnv().sequelize.query<{ synced_at: Date }>(
    'SELECT synced_at FROM chat_templates WHERE name = $1 AND language = $2',
    { bind: [name, language], type: QueryTypes.SELECT },
  );
  return row?.synced_at;
}

describe('chat template sync on Temporal', () => {
  it('syncChatTemplatesWorkflow stores every template of the provider', async () => {
    const { temporal, config } = testEnv();
    const name = `wf_${randomUUID().slice(0, 8)}`;
    const control = axios.create({ baseURL: testEnv().sandboxes.chat.url });
    await control.post('/__sandbox/chat/templates', {
      name,
      language: 'en',
      components: [{ type: 'BODY', text: 'Hello {{1}}' }],
    });
    try {
      const result: { synced: number; hidden: number } = await temporal.workflow.execute('syncChatTemplatesWorkflow', {
        taskQueue: config.taskQueue,
        workflowId: `test-sync-${randomUUID()}`,
        args: [],
      });
      assert.equal(
        result.synced,
        testEnv().sandboxes.chat.store.templates.filter((t) => t.status === 'APPROVED').length,
      );
      assert.ok(await syncedAt(name, 'en'));
    } finally {
      await control.post('/__sandbox/reset');
    }
  });

  it('creates the hourly Schedule idempotently (overlaps skipped), and its first run syncs at once', async () => {
    const { temporal, config } = testEnv();
    const before = await syncedAt('welcome_message', 'sw');
    try {
      assert.equal(await ensureChatTemplatesSchedule(temporal, config.taskQueue), 'created');
      assert.equal(await ensureChatTemplatesSchedule(temporal, config.taskQueue), 'updated');
      const schedule = await temporal.schedule.getHandle(CHAT_TEMPLATES_SYNC_SCHEDULE_ID).describe();
      assert.deepEqual(
        schedule.spec.intervals?.map((i) => i.every),
        [3_600_000],
      );
      assert.equal(schedule.policies.overlap, ScheduleOverlapPolicy.SKIP);
      assert.equal(schedule.action.type, 'startWorkflow');
      assert.equal(
        schedule.action.type === 'startWorkflow' && schedule.action.workflowType,
        'syncChatTemplatesWorkflow',
      );
      const next = schedule.info.nextActionTimes;
      assert.ok(next.length > 1);
      assert.equal(next[1].getTime() - next[0].getTime(), 3_600_000);
      await waitFor(async () => {
        const at = await syncedAt('welcome_message', 'sw');
        return at !== undefined && (before === undefined || at > before);
      });
      const described = await waitFor(async () => {
        const info = (await temporal.schedule.getHandle(CHAT_TEMPLATES_SYNC_SCHEDULE_ID).describe()).info
          .recentActions[0];
        return info ? await temporal.workflow.getHandle(info.action.workflow.workflowId).describe() : undefined;
      });
      await temporal.workflow.getHandle(described.workflowId).result();
    } finally {
      await temporal.schedule.getHandle(CHAT_TEMPLATES_SYNC_SCHEDULE_ID).delete();
    }
  });
});
