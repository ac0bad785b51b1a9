import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';

interface ChatTemplateRow {
  id: number;
  status: string;
  active: boolean;
  variables_count: number;
  variable_labels: string[];
  header_text: string | null;
  body_text: string;
  buttons: unknown[];
  synced_at: Date;
}

async function templateRow(name: string, language: string): Promise<ChatTemplateRow | undefined> {
  const [row] = await testEnv().sequelize.query<ChatTemplateRow>(
    'SELECT * FROM chat_templates WHERE name = $1 AND language = $2',
    { bind: [name, language], type: QueryTypes.SELECT },
  );
  return row;
}

describe('chat templates: admin.chatTemplates.sync and GET /chat/templates', () => {
  let control: AxiosInstance;
  let adminToken: string;
  let session: TenantSession;

  before(async () => {
    control = axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });
    adminToken = await superAdminToken();
    session = await createTenantSession();
  });

  after(async () => {
    await control.post('/__sandbox/reset');
  });

  const sync = () =>
    trpcCall<{ synced: number; hidden: number }>('mutation', 'admin.chatTemplates.sync', {}, adminToken);

  async function setTemplate(body: Record<string, unknown>): Promise<void> {
    assert.equal((await control.post('/__sandbox/chat/templates', body)).status, 200);
  }

  it('pulls every page (the sandbox pages by 4) and upserts each (name, language) once', async () => {
    const first = await sync();
    assert.equal(first.status, 200, JSON.stringify(first.error));
    const approved = testEnv().sandboxes.chat.store.templates.filter((t) => t.status === 'APPROVED');
    assert.ok(approved.length > 4, 'more approved templates than one page holds');
    assert.equal(first.data?.synced, approved.length);
    for (const template of testEnv().sandboxes.chat.store.templates) {
      const row = await templateRow(template.name, template.language);
      assert.ok(row, `${template.name}/${template.language} stored`);
      assert.equal(row.status, template.status);
      assert.equal(row.active, template.status === 'APPROVED');
    }
    const again = await sync();
    assert.deepEqual(again.data, { synced: approved.length, hidden: 0 });
    const [{ count }] = await testEnv().sequelize.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM chat_templates WHERE name = 'event_invitation'",
      { type: QueryTypes.SELECT },
    );
    assert.equal(count, 2, 'sw and en, each stored once');
    const invitation = await templateRow('event_invitation', 'sw');
    assert.equal(invitation?.variables_count, 2);
    assert.deepEqual(invitation?.variable_labels, ['Juma', 'Harusi ya Neema']);
    assert.deepEqual(invitation?.buttons, [
      { type: 'url', index: 0, text: 'Thibitisha', url: `${testEnv().baseUrl}/e/{{1}}` },
      { type: 'quick_reply', index: 1, text: 'Nitahudhuria' },
      { type: 'quick_reply', index: 2, text: 'Sitaweza' },
    ]);
  });

  it('counts the variables of a text header and the body', async () => {
    const name = `ticket_${randomUUID().slice(0, 8)}`;
    await setTemplate({
      name,
      language: 'sw',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Tiketi ya {{1}}', example: { header_text: ['Gala'] } },
        { type: 'BODY', text: 'Habari {{1}}, kiti chako ni {{2}}. Karibu {{1}}!' },
      ],
    });
    assert.equal((await sync()).status, 200);
    const row = await templateRow(name, 'sw');
    assert.deepEqual(
      [row?.variables_count, row?.variable_labels, row?.header_text],
      [3, ['Gala', '2', '3'], 'Tiketi ya {{1}}'],
    );
    const listed = (await session.api.get('/chat/templates')).data.data.find((t: { name: string }) => t.name === name);
    assert.deepEqual(listed, {
      id: row?.id,
      name,
      language: 'sw',
      variables: ['Gala', '2', '3'],
      status: 'approved',
      header: 'Tiketi ya {{1}}',
      text: 'Habari {{1}}, kiti chako ni {{2}}. Karibu {{1}}!',
    });
  });

  it('hides a template the provider no longer approves, keeps its row, and lists it again once approved', async () => {
    const name = `notice_${randomUUID().slice(0, 8)}`;
    const body = { type: 'BODY', text: 'Taarifa: {{1}}' };
    await setTemplate({ name, language: 'en', components: [body] });
    assert.equal((await sync()).status, 200);
    const listedNames = async () =>
      (await session.api.get('/chat/templates')).data.data.map((t: { name: string }) => t.name);
    assert.ok((await listedNames()).includes(name));
    await setTemplate({ name, language: 'en', status: 'PAUSED', components: [body] });
    const paused = await sync();
    assert.equal(paused.data?.hidden, 1);
    const row = await templateRow(name, 'en');
    assert.deepEqual([row?.active, row?.status], [false, 'PAUSED']);
    assert.ok(!(await listedNames()).includes(name));
    await setTemplate({ name, language: 'en', components: [body] });
    assert.equal((await sync()).data?.hidden, 0);
    assert.equal((await templateRow(name, 'en'))?.active, true);
    assert.equal((await templateRow(name, 'en'))?.id, row?.id, 'the same row, upserted by (name, language)');
  });

  it('hides a template that disappeared from the provider', async () => {
    const name = `gone_${randomUUID().slice(0, 8)}`;
    await setTemplate({ name, language: 'sw', components: [{ type: 'BODY', text: 'Karibu' }] });
    assert.equal((await sync()).status, 200);
    assert.equal((await templateRow(name, 'sw'))?.active, true);
    await control.post('/__sandbox/reset');
    const res = await sync();
    assert.ok((res.data?.hidden ?? 0) >= 1);
    assert.equal((await templateRow(name, 'sw'))?.active, false);
  });

  it('answers BAD_GATEWAY and changes nothing when the provider refuses the listing', async () => {
    assert.equal((await sync()).status, 200);
    const before = await templateRow('welcome_message', 'sw');
    await control.post('/__sandbox/faults', {
      path: '/v21.0/200000000000001/message_templates',
      status: 401,
      code: 190,
    });
    const res = await sync();
    assert.equal(res.status, 502);
    assert.equal(res.error?.data.code, 'BAD_GATEWAY');
    assert.match(res.error?.message ?? '', /could not list the templates/);
    const after = await templateRow('welcome_message', 'sw');
    assert.deepEqual([after?.active, after?.synced_at], [true, before?.synced_at]);
  });

  it('is for platform admins only: no token UNAUTHORIZED, a tenant user FORBIDDEN', async () => {
    const anonymous = await trpcCall('mutation', 'admin.chatTemplates.sync', {});
    assert.deepEqual([anonymous.status, anonymous.error?.data.code], [401, 'UNAUTHORIZED']);
    const tenantUser = await trpcCall('mutation', 'admin.chatTemplates.sync', {}, session.token);
    assert.deepEqual([tenantUser.status, tenantUser.error?.data.code], [403, 'FORBIDDEN']);
  });

  describe('GET /chat/templates', () => {
    it('lists approved, active templates as {id, name, language, variables, status, header, text}', async () => {
      assert.equal((await sync()).status, 200);
      const res = await session.api.get('/chat/templates');
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.data), ['data']);
      const byKey = new Map(
        res.data.data.map((t: { name: string; language: string }) => [`${t.name}/${t.language}`, t]),
      );
      assert.ok(!byKey.has('promo_offer/en'), 'a pending template is not listed');
      assert.ok(!byKey.has('old_notice/sw'), 'a rejected template is not listed');
      const reminder = byKey.get('event_reminder/sw') as Record<string, unknown>;
      assert.deepEqual(Object.keys(reminder), ['id', 'name', 'language', 'variables', 'status', 'header', 'text']);
      assert.deepEqual(
        [reminder.variables, reminder.status, reminder.header, reminder.text],
        [['Harusi ya Neema'], 'approved', null, 'Ukumbusho: {{1}} ni kesho. Tunakusubiri!'],
      );
      assert.deepEqual((byKey.get('welcome_message/en') as Record<string, unknown>).variables, []);
      for (const template of res.data.data) assert.equal(template.status, 'approved');
    });

    it('needs messages.send: 403 without it, 401 without a token, 403 for a platform admin', async () => {
      const without = await createMemberSession(session, ['messages']);
      assert.equal((await without.api.get('/chat/templates')).status, 403);
      const sender = await createMemberSession(session, ['messages.send']);
      assert.equal((await sender.api.get('/chat/templates')).status, 200);
      const anonymous = await axios.get(`${testEnv().baseUrl}/api/chat/templates`, { validateStatus: () => true });
      assert.equal(anonymous.status, 401);
      const platformAdmin = await axios.get(`${testEnv().baseUrl}/api/chat/templates`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        validateStatus: () => true,
      });
      assert.equal(platformAdmin.status, 403);
    });
  });
});
