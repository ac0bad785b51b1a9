import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { resetTokensMailedTo } from '../helpers/password-resets';
import { apiClient, createTenantSession, uniqueName } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

describe('the console: webhooks, API keys and users (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('integrations-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  it('adds a user with chosen permissions, changes them, mails a reset link and deletes them; an admin keeps their own role', async () => {
    const session = await createTenantSession();
    const email = `${uniqueName('mhudumu').replace(' ', '-')}@example.co.tz`;
    await openSignedIn(session.token, '/users');
    await page.getByRole('heading', { name: 'Watumiaji' }).waitFor();
    const own = page.getByRole('listitem', { name: session.admin.name });
    await own.getByText(`${session.admin.name} (Wewe)`).waitFor();
    assert.equal(await own.getByRole('button', { name: /^Futa/ }).count(), 0, 'no delete for yourself');

    // Your own role cannot be changed here.
    await own.getByRole('button', { name: `Badilisha ruhusa za ${session.admin.name}` }).click();
    const ownForm = page.getByRole('dialog', { name: `Ruhusa za ${session.admin.name}` });
    await ownForm.getByText('Huwezi kuondoa haki zako mwenyewe za usimamizi.').waitFor();
    assert.equal(await ownForm.getByRole('radio', { name: /Mwanachama/ }).isDisabled(), true);
    await ownForm.getByRole('button', { name: 'Ghairi' }).click();

    await page.getByRole('button', { name: 'Ongeza mtumiaji' }).click();
    const form = page.getByRole('dialog', { name: 'Mtumiaji mpya' });
    await form.getByRole('textbox', { name: 'Jina' }).fill('Neema Mushi');
    await form.getByRole('textbox', { name: 'Barua pepe' }).fill(email);
    await form.getByLabel(/Nenosiri la kwanza/).fill('short');
    await form.getByRole('checkbox', { name: 'Tuma SMS', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Pokea wageni mlangoni' }).check();
    await form.getByRole('button', { name: 'Hifadhi' }).click();
    // The API's 422 on the too-short password shows beside the field.
    await form.locator('[id$="-error"]').first().waitFor();
    await check('user-form');
    await form.getByLabel(/Nenosiri la kwanza/).fill('mwanzo-salama-1');
    await form.getByRole('button', { name: 'Hifadhi' }).click();
    await form.waitFor({ state: 'detached' });

    const added = () =>
      session.api
        .get('/users')
        .then((res) =>
          (res.data.data as Array<{ id: number; email: string; role: string; permissions: string[] }>).find(
            (u) => u.email === email,
          ),
        );
    const user = await added();
    assert.ok(user, 'GET /users shows the new user');
    assert.equal(user.role, 'member');
    assert.deepEqual([...user.permissions].sort(), ['events.check_in', 'messages.send']);
    assert.equal((await apiClient().post('/login', { email, password: 'mwanzo-salama-1' })).status, 200);

    const card = page.getByRole('listitem', { name: 'Neema Mushi' });
    await card.getByText('Tuma SMS · Pokea wageni mlangoni').waitFor();
    await checkBothLanguages('users', 'Add user');

    await card.getByRole('button', { name: 'Badilisha ruhusa za Neema Mushi' }).click();
    const edit = page.getByRole('dialog', { name: 'Ruhusa za Neema Mushi' });
    await edit.getByRole('checkbox', { name: 'Ona anwani' }).check();
    await edit.getByRole('checkbox', { name: 'Tuma SMS', exact: true }).uncheck();
    await check('user-edit');
    await edit.getByRole('button', { name: 'Hifadhi' }).click();
    await card.getByText('Ona anwani · Pokea wageni mlangoni').waitFor();
    assert.deepEqual([...((await added())?.permissions ?? [])].sort(), ['contacts.view', 'events.check_in']);

    await card.getByRole('button', { name: 'Tuma kiungo cha nenosiri kwa Neema Mushi' }).click();
    await card.getByText(`Kiungo cha kuweka nenosiri jipya kimetumwa kwa ${email}.`).waitFor();
    await waitFor(() => resetTokensMailedTo(email, 1));

    await card.getByRole('button', { name: 'Futa Neema Mushi' }).click();
    await page.getByRole('dialog', { name: 'Futa mtumiaji?' }).getByRole('button', { name: 'Futa' }).click();
    await card.waitFor({ state: 'detached' });
    assert.equal(await added(), undefined, 'GET /users no longer shows them');
  });

  describe('webhook endpoints', () => {
    let receiver: WebhookReceiver;
    beforeEach(async () => {
      receiver = await startWebhookReceiver();
    });
    afterEach(() => receiver.close());

    it('adds an endpoint, shows its secret once, sends a test that the receiver verifies, and redelivers it', async () => {
      const session = await createTenantSession();
      await openSignedIn(session.token, '/settings/webhooks');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByText('Bado hakuna anwani ya webhook.').waitFor();
      await checkBothLanguages('webhooks-empty', 'No webhook endpoint yet.');

      await page.getByRole('button', { name: 'Ongeza anwani' }).click();
      const form = page.getByRole('dialog', { name: 'Anwani mpya ya webhook' });
      await form.getByRole('textbox', { name: /Anwani \(URL ya https\)/ }).fill(receiver.url);
      await form.getByRole('textbox', { name: 'Maelezo (si lazima)' }).fill('Mfumo wa hesabu');
      // No event chosen: the API's field error shows beside the events.
      await form.getByRole('button', { name: 'Hifadhi' }).click();
      await form.locator('[id$="-error"]').first().waitFor();
      await form.getByRole('checkbox', { name: /Hali ya SMS/ }).check();
      await form.getByRole('checkbox', { name: /Malipo ya tukio/ }).check();
      await check('webhook-form');
      await form.getByRole('button', { name: 'Hifadhi' }).click();

      const shown = page.getByRole('dialog', { name: 'Anwani imeongezwa' });
      await shown.getByText('Inaonyeshwa mara moja tu').waitFor();
      const secret = (await shown.locator('pre, code').first().innerText()).trim();
      assert.match(secret, /^whsec_/);
      await shown.getByRole('button', { name: 'Nakili' }).waitFor();
      await check('webhook-secret');
      receiver.secret = secret;

      const endpoints = await session.api.get('/webhook-endpoints');
      assert.equal(endpoints.status, 200);
      assert.equal(endpoints.data.data.length, 1);
      const [endpoint] = endpoints.data.data;
      assert.equal(endpoint.url, receiver.url);
      assert.equal(endpoint.description, 'Mfumo wa hesabu');
      assert.deepEqual([...endpoint.events].sort(), ['event.payment', 'message.status']);

      await shown.getByRole('button', { name: 'Nimeihifadhi' }).click();
      await page.getByRole('heading', { name: receiver.url }).waitFor();
      await page.getByText('Bado hakuna taarifa iliyotumwa kwenye anwani hii.').waitFor();
      await page.getByRole('button', { name: 'Tuma jaribio' }).click();

      // The receiver gets a webhook.test signed with the secret the console showed.
      const test = await waitFor(() => receiver.received.find((r) => r.payload?.type === 'webhook.test'));
      assert.equal(test.verifyError, undefined);
      assert.equal(test.payload?.data.endpoint_id, endpoint.id);
      const card = page.getByRole('listitem', { name: /^webhook\.test #/ });
      await card.getByText('Imefika').waitFor();
      await card.getByText('Jibu la seva: 204').waitFor();
      await card.getByText('Jaribio 1').waitFor();
      await checkBothLanguages('webhook', 'Deliveries');

      await card.getByRole('button', { name: 'Tuma tena' }).click();
      await waitFor(() => receiver.received.filter((r) => r.webhookId === test.webhookId).length === 2);
      await card.getByText('Majaribio 2').waitFor();
      const deliveries = await session.api.get(`/webhook-endpoints/${endpoint.id}/deliveries`);
      assert.equal(deliveries.data.data.length, 1);
      assert.equal(deliveries.data.data[0].attempt_count, 2);

      // Edit: another event, then disable; the API holds both.
      await page.getByRole('button', { name: 'Badilisha', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Badilisha anwani ya webhook' });
      await edit.getByRole('checkbox', { name: /Salio limepungua/ }).check();
      await edit.getByRole('button', { name: 'Hifadhi' }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByRole('switch', { name: 'Tuma taarifa kwenye anwani hii' }).click({ force: true });
      await page.getByText('Imezimwa').waitFor();
      const changed = (await session.api.get(`/webhook-endpoints/${endpoint.id}`)).data.data;
      assert.deepEqual([...changed.events].sort(), ['balance.low', 'event.payment', 'message.status']);
      assert.equal(changed.status, 'disabled');

      // A new secret, shown once; the old one keeps signing beside it for a day.
      await page.getByRole('button', { name: 'Badilisha siri' }).click();
      const rotated = page.getByRole('dialog', { name: 'Siri mpya' });
      const next = (await rotated.locator('pre, code').first().innerText()).trim();
      assert.match(next, /^whsec_/);
      assert.notEqual(next, secret);
      await rotated.getByRole('button', { name: 'Nimeihifadhi' }).click();

      await page.getByRole('button', { name: 'Futa' }).click();
      await page.getByRole('dialog', { name: 'Futa anwani hii?' }).getByRole('button', { name: 'Futa' }).click();
      await page.getByText('Bado hakuna anwani ya webhook.').waitFor();
      assert.equal((await session.api.get('/webhook-endpoints')).data.data.length, 0);
    });
  });

  it('creates an API key with chosen permissions, shows it once, the API takes it (200), and refuses it once revoked (401)', async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/settings/api-keys');
    await page.getByRole('heading', { name: 'Funguo za API' }).waitFor();
    await page.getByText('Hakuna ufunguo wa API bado.').waitFor();
    await checkBothLanguages('api-keys-empty', 'No API key yet.');

    await page.getByRole('button', { name: 'Unda ufunguo' }).click();
    const form = page.getByRole('dialog', { name: 'Ufunguo mpya wa API' });
    await form.getByRole('textbox', { name: /Jina/ }).fill('Mfumo wa mauzo');
    await form.getByRole('checkbox', { name: 'Ona anwani' }).check();
    await form.getByRole('checkbox', { name: 'Tuma SMS', exact: true }).check();
    await check('api-key-form');
    await form.getByRole('button', { name: 'Unda ufunguo' }).click();

    const shown = page.getByRole('dialog', { name: 'Ufunguo umeundwa' });
    await shown.getByText('Inaonyeshwa mara moja tu').waitFor();
    const key = (await shown.locator('pre, code').first().innerText()).trim();
    await check('api-key-shown');
    await shown.getByRole('button', { name: 'Nimeihifadhi' }).click();

    const [listed] = (await session.api.get('/api-keys')).data.data;
    assert.equal(listed.name, 'Mfumo wa mauzo');
    assert.deepEqual([...listed.permissions].sort(), ['contacts.view', 'messages.send']);
    assert.ok(key.startsWith(listed.prefix), 'the shown key is the listed one');
    assert.equal((await apiClient(key).get('/contacts')).status, 200, 'the key works with the API');
    assert.equal((await apiClient(key).get('/groups')).status, 403, 'only with the permissions chosen');

    const card = page.getByRole('listitem', { name: 'Mfumo wa mauzo' });
    await card.getByText('Ona anwani · Tuma SMS').waitFor();
    await checkBothLanguages('api-keys', 'API keys');
    await card.getByRole('button', { name: 'Batilisha Mfumo wa mauzo' }).click();
    await page.getByRole('dialog', { name: 'Batilisha ufunguo?' }).getByRole('button', { name: 'Futa' }).click();
    await page.getByText('Hakuna ufunguo wa API bado.').waitFor();
    await waitFor(async () => (await apiClient(key).get('/contacts')).status === 401, 5_000);
  });
});
