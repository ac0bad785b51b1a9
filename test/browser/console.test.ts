import assert from 'node:assert/strict';
import axios from 'axios';
import type { Page } from 'playwright-core';
import { DESKTOP, openConsole, useConsoleBrowser } from '../helpers/console';
import { createMemberSession, createTenantSession, uniqueName } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { FIRST_LOAD_JS_BUDGET, firstLoadJsGzipBytes, firstLoadScripts } from '../../scripts/console-build';

const root = () => axios.create({ baseURL: testEnv().baseUrl, validateStatus: () => true, maxRedirects: 0 });
const label = (text: string) => new RegExp(`^${text}`);

describe('the console at /app in a browser (headless Chromium, 390 × 844 unless said)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('');
  const { check } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  async function signIn(email: string, password: string): Promise<void> {
    await page.getByLabel(label('Barua pepe')).fill(email);
    await page.getByLabel(label('Nenosiri')).fill(password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
  }

  /** Opens the drawer and waits for its slide to end. */
  async function openMenu(): Promise<void> {
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const drawer = page.getByRole('navigation');
    await waitFor(async () => ((await drawer.boundingBox())?.x ?? -1) >= 0 || undefined);
  }

  it('registers an organisation, shows its name and balance at home, signs out and signs in again', async () => {
    const name = uniqueName('Asha');
    const email = `asha-${Date.now()}@example.co.tz`;
    const response = await page.goto(`${testEnv().baseUrl}/app/register`);
    assert.match(response!.headers()['content-security-policy']!, /script-src 'self';.*style-src 'self' 'nonce-/);
    await page.getByRole('heading', { name: 'Sajili shirika lako' }).waitFor();
    await check('register');
    await page.getByLabel(label('Jina la shirika')).fill(uniqueName('Kwaya ya Mtakatifu Yosefu'));
    await page.getByLabel(label('Jina lako')).fill(name);
    await page.getByLabel(label('Namba ya simu')).fill('0712345678');
    await page.getByLabel(label('Barua pepe')).fill(email);
    await page.getByLabel(label('Nenosiri')).fill('Mvua-ya-Masika-2026');
    await page.getByLabel(label('Rudia nenosiri')).fill('Mvua-ya-Masika-2026');
    await page.getByRole('button', { name: 'Fungua akaunti' }).click();

    await page.getByRole('heading', { name: `Habari, ${name}` }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('console.session'));
    const me = await axios.get(`${testEnv().baseUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    await creditTenant(me.data.tenant.id, 'sms', 12_500);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000); // in Dar es Salaam (UTC+3)
    const birthDate = `${inThreeDays.getUTCFullYear() - 30}${inThreeDays.toISOString().slice(4, 10)}`;
    const contact = await axios.post(
      `${testEnv().baseUrl}/api/contacts`,
      { name: 'Bibi Zawadi', phone: '+255754321987', birth_date: birthDate },
      { headers: { Authorization: `Bearer ${token}` } },
    );
    assert.equal(contact.status, 201);
    await page.reload();
    await page.getByText('12,500').waitFor();
    await page.getByText('0754 321 987').waitFor();
    await page.getByText('Baada ya siku 3 · atatimiza miaka 30').waitFor();
    await check('home');
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('In 3 days · turns 30').waitFor();
    await check('home');
    await page.getByText('SW', { exact: true }).click();
    await openMenu();
    for (const entry of ['Mwanzo', 'Tuma SMS', 'Anwani', 'Watumiaji', 'Mipangilio'])
      await page.getByRole('link', { name: entry }).waitFor();
    await check('menu');

    await page.getByRole('button', { name: 'Toka' }).click();
    await page.getByRole('heading', { name: 'Ingia kwenye shirika lako' }).waitFor();
    assert.equal(
      (
        await axios.get(`${testEnv().baseUrl}/api/me`, {
          headers: { Authorization: `Bearer ${token}` },
          validateStatus: () => true,
        })
      ).status,
      401,
      'sign-out revoked the token',
    );
    await signIn(email, 'Mvua-ya-Masika-2026');
    await page.getByRole('heading', { name: `Habari, ${name}` }).waitFor();
    await page.getByText('12,500').waitFor();
  });

  it("shows a wrong password's message and code from the API beside the form", async () => {
    const session = await createTenantSession();
    await openConsole(page, '/sign-in');
    await check('sign-in');
    await signIn(session.admin.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Barua pepe au nenosiri si sahihi\.[\s\S]*invalid_credentials/);
    await check('sign-in-refused');
  });

  it("shows a 422's field errors beside their fields: in Swahili by their form, in English as the API words them", async () => {
    const body = {
      org_name: 'Duka la Mama Neema',
      name: 'Neema',
      phone: '0712345678',
      email: 'not-an-email',
      password: 'Mvua-ya-Masika-2026',
      password_confirmation: 'something-else',
    };
    const refusal = await root().post('/api/register', body);
    assert.equal(refusal.status, 422);
    assert.deepEqual(refusal.data.errors.email, ['The email must be a valid email address.']);
    assert.deepEqual(refusal.data.errors.password_confirmation, ['The password confirmation does not match.']);
    await openConsole(page, '/register');
    await page.getByLabel(label('Jina la shirika')).fill(body.org_name);
    await page.getByLabel(label('Jina lako')).fill(body.name);
    await page.getByLabel(label('Namba ya simu')).fill(body.phone);
    await page.getByLabel(label('Barua pepe')).fill(body.email);
    await page.getByLabel(label('Nenosiri')).fill(body.password);
    await page.getByLabel(label('Rudia nenosiri')).fill(body.password_confirmation);
    await page.getByRole('button', { name: 'Fungua akaunti' }).click();

    /** The texts that describe a field (its error among them), once the field is marked invalid. */
    const describing = async (name: RegExp) => {
      const input = page.getByLabel(name);
      await waitFor(async () => (await input.getAttribute('aria-invalid')) === 'true');
      const described = (await input.getAttribute('aria-describedby'))!.split(' ');
      return Promise.all(
        described.map((id) =>
          page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => ''),
        ),
      );
    };
    assert.ok((await describing(label('Barua pepe'))).includes('Barua pepe si sahihi.'));
    assert.ok((await describing(label('Rudia nenosiri'))).includes('Haifanani na ulichoandika juu.'));
    await check('register-refused');

    await page.getByText('EN', { exact: true }).click();
    assert.ok((await describing(label('Email'))).includes(refusal.data.errors.email[0]));
    assert.ok((await describing(label('Repeat the password'))).includes(refusal.data.errors.password_confirmation[0]));
  });

  it('switches to English and keeps it after a reload; Swahili is the default', async () => {
    await openConsole(page, '/sign-in');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'sw');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in to your organisation' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to your organisation' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await check('sign-in');
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await page.getByRole('heading', { name: 'Register your organisation' }).waitFor();
    await check('register');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await check('forgot-password');
  });

  it('resets a forgotten password through the link in the mail, which opens the console', async () => {
    const session = await createTenantSession();
    await openConsole(page, '/forgot-password');
    await check('forgot-password');
    await page.getByLabel(label('Barua pepe')).fill(session.admin.email);
    await page.getByRole('button', { name: 'Tuma kiungo' }).click();
    await page.getByRole('status').waitFor();
    const link = await waitFor(
      () =>
        testEnv()
          .mailer.outbox.find((m) => m.to === session.admin.email)
          ?.text.match(/Or open (\S+)/)?.[1],
    );
    assert.ok(link.startsWith(`${testEnv().baseUrl}/app/reset-password?token=`), link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Weka nenosiri jipya' }).waitFor();
    assert.equal(await page.getByLabel(label('Barua pepe')).inputValue(), session.admin.email);
    await check('reset-password');
    await page.getByLabel(label('Nenosiri')).fill('Jua-la-Kiangazi-2026');
    await page.getByLabel(label('Rudia nenosiri')).fill('Jua-la-Kiangazi-2026');
    await page.getByRole('button', { name: 'Hifadhi nenosiri jipya' }).click();
    await page.getByRole('status').waitFor();
    assert.equal(
      (await root().post('/api/login', { email: session.admin.email, password: 'Jua-la-Kiangazi-2026' })).status,
      200,
    );
  });

  it('shows a member with narrow permissions only the screens they may use', async () => {
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, ['contacts.view', 'dashboard']);
    await openConsole(page, '/sign-in');
    await signIn(member.email, 'member-pass-1');
    await page.getByRole('heading', { name: 'Habari, Member' }).waitFor();
    await openMenu();
    const entries = await page.getByRole('navigation').getByRole('link').allInnerTexts();
    assert.deepEqual(entries, ['Mwanzo', 'Anwani']);
  });

  it('goes back to sign in when the session is no longer valid', async () => {
    await openConsole(page, '/sign-in');
    await page.evaluate(() => localStorage.setItem('console.session', 'revoked-or-made-up'));
    await openConsole(page, '/');
    await page.getByText('Muda wako wa kuingia umekwisha. Ingia tena.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/app/sign-in');
  });

  it('is comfortable at 1280 × 800: the menu stays open beside the home screen', async () => {
    const session = await createTenantSession();
    page = await consoleBrowser.newPage(DESKTOP);
    await consoleBrowser.openSignedIn(session.token, '/');
    await page.getByRole('heading', { name: `Habari, ${session.admin.name}` }).waitFor();
    assert.ok(await page.getByRole('link', { name: 'Mipangilio' }).isVisible(), 'the menu is open');
    await check('home-desktop');
  });

  it('serves /app with immutable hashed assets, an uncached index.html, and a first load under 250 KB gzipped', async () => {
    const start = await root().get('/');
    assert.equal(start.status, 302);
    assert.equal(start.headers.location, '/app');
    const index = await root().get('/app/contacts/12');
    assert.equal(index.status, 200);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const nonce = /'nonce-([^']+)'/.exec(index.headers['content-security-policy'])![1]!;
    assert.match(index.data, new RegExp(`<meta name="csp-nonce" content="${nonce.replace(/[+/]/g, '\\$&')}"`));
    assert.doesNotMatch(index.data, /<script>|<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
    assert.notEqual(/'nonce-([^']+)'/.exec((await root().get('/app')).headers['content-security-policy'])![1], nonce);
    const entry = /src="(\/app\/assets\/[^"]+\.js)"/.exec(index.data)![1]!;
    const asset = await root().get(entry);
    assert.equal(asset.status, 200);
    assert.match(String(asset.headers['cache-control']), /max-age=31536000.*immutable/);
    assert.equal((await root().get('/app/assets/missing-0000.js')).status, 404);

    assert.ok(firstLoadScripts().length >= 1);
    const bytes = firstLoadJsGzipBytes();
    assert.ok(bytes < FIRST_LOAD_JS_BUDGET, `first load: ${bytes} bytes of gzipped JavaScript`);
  });
});
