import assert from 'node:assert/strict';
import { apiClient, createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { PasswordReset } from '../../db/models';

const tokenFromMail = (to: string): string | undefined => {
  const mail = [...testEnv().mailer.outbox].reverse().find((m) => m.to === to);
  return mail?.text.match(/token to reset your password: ([0-9a-f]{64})/)?.[1];
};

describe('password reset through Temporal (API → workflow → worker → activity → mail)', () => {
  it('mails a token through a workflow, and the token resets the password once and revokes old tokens', async () => {
    const session = await createTenantSession();
    const forgot = await apiClient().post('/forgot-password', { email: session.admin.email });
    assert.equal(forgot.status, 200);
    const token = await waitFor(() => tokenFromMail(session.admin.email));
    const mail = testEnv().mailer.outbox.find((m) => m.to === session.admin.email)!;
    assert.ok(
      mail.text.includes(
        `${testEnv().baseUrl}/app/reset-password?token=${token}&email=${encodeURIComponent(session.admin.email)}`,
      ),
      'the link opens the reset screen of the console',
    );

    // The workflow ran on the real server and its history never holds the token.
    const { workflows } = await listResetWorkflows();
    for (const id of workflows) {
      const history = JSON.stringify(await testEnv().temporal.workflow.getHandle(id).fetchHistory());
      assert.ok(!history.includes(token), `workflow ${id} history holds a reset token`);
    }

    const reset = {
      token,
      email: session.admin.email,
      password: 'reset-pass-1',
      password_confirmation: 'reset-pass-1',
    };
    assert.equal((await apiClient().post('/reset-password', reset)).status, 200);
    assert.equal(
      (await apiClient().post('/login', { email: session.admin.email, password: 'reset-pass-1' })).status,
      200,
    );
    assert.equal((await session.api.get('/me')).status, 401, 'tokens issued before the reset are revoked');
    const again = await apiClient().post('/reset-password', {
      ...reset,
      password: 'other-pass-1',
      password_confirmation: 'other-pass-1',
    });
    assert.equal(again.status, 422, 'a token works once');
  });

  it('answers the same body for an unknown email and mails nothing', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    const known = await createTenantSession();
    const [unknown, existing] = await Promise.all([
      apiClient().post('/forgot-password', { email }),
      apiClient().post('/forgot-password', { email: known.admin.email }),
    ]);
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.data, existing.data);
    await waitFor(() => tokenFromMail(known.admin.email));
    assert.equal(testEnv().mailer.outbox.filter((m) => m.to === email).length, 0);
  });

  it('refuses an expired token, a token for another email and a made-up token with 422', async () => {
    const session = await createTenantSession();
    const other = await createTenantSession();
    await apiClient().post('/forgot-password', { email: session.admin.email });
    const token = await waitFor(() => tokenFromMail(session.admin.email));
    const body = { token, password: 'reset-pass-1', password_confirmation: 'reset-pass-1' };
    assert.equal((await apiClient().post('/reset-password', { ...body, email: other.admin.email })).status, 422);
    assert.equal(
      (await apiClient().post('/reset-password', { ...body, email: session.admin.email, token: 'f'.repeat(64) }))
        .status,
      422,
    );
    await PasswordReset.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId: session.admin.id } });
    const expired = await apiClient().post('/reset-password', { ...body, email: session.admin.email });
    assert.equal(expired.status, 422);
    assert.ok(expired.data.errors.token);
  });
});

async function listResetWorkflows(): Promise<{ workflows: string[] }> {
  const workflows: string[] = [];
  for await (const wf of testEnv().temporal.workflow.list({ query: `WorkflowType = 'passwordResetMailWorkflow'` }))
    workflows.push(wf.workflowId);
  assert.ok(workflows.length > 0, 'a passwordResetMailWorkflow ran');
  return { workflows };
}
