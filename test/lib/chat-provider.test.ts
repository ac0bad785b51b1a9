import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import axios, { type AxiosInstance } from 'axios';
import { testEnv } from '../helpers/env';
import { freePort } from '../helpers/free-port';
import {
  ChatProviderAmbiguous,
  ChatProviderBusy,
  ChatProviderError,
  ChatProviderRejected,
  ChatProviderUnavailable,
  classifyChatAnswer,
  createHttpChatProvider,
  type ChatProvider,
  type ChatTemplateMessage,
} from '../../infra/providers/chat-provider';

const MESSAGES = '/v21.0/100000000000001/messages';

/** The error a call throws, or a failure when it resolves. */
async function failureOf(call: Promise<unknown>): Promise<ChatProviderError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.ok(outcome instanceof ChatProviderError, `expected a ChatProviderError, got ${String(outcome)}`);
  return outcome;
}

const KINDS: Record<string, string> = {
  ChatProviderRejected: 'rejected',
  ChatProviderUnavailable: 'unavailable',
  ChatProviderAmbiguous: 'ambiguous',
};

/** The class, code and HTTP status; the kind of a ChatProviderBusy depends on its code (rate limit or passing failure). */
function assertClassified(
  error: ChatProviderError,
  type: new (...args: never[]) => ChatProviderError,
  code: number | null,
  httpStatus: number | null,
): void {
  assert.ok(error instanceof type, `${error.name} is not ${type.name}: ${error.message}`);
  assert.deepEqual([error.code, error.httpStatus], [code, httpStatus]);
  const kind = KINDS[type.name] ?? ([130429, 131056, 4, 80007].includes(code ?? -1) ? 'rate_limited' : 'unavailable');
  assert.equal(error.kind, kind);
  assert.equal(error.retryable, type !== ChatProviderRejected, 'only a final code is not retryable');
}

const invitation = (to: string): ChatTemplateMessage => ({
  to,
  template: { name: 'event_invitation', language: 'sw' },
  bodyParameters: ['Juma', 'Harusi ya Neema'],
  urlButton: { index: 0, parameter: 'k3J9xQ2w' },
});

describe('chat provider client (WhatsApp Cloud API)', () => {
  let client: ChatProvider;
  let control: AxiosInstance;

  before(() => {
    client = testEnv().activityDeps.chatProvider;
    control = axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });
  });

  async function sandboxMessage(wamid: string): Promise<Record<string, any>> {
    const { messages } = (await control.get('/__sandbox/state')).data as { messages: Array<Record<string, any>> };
    const message = messages.find((m) => m.wamid === wamid);
    assert.ok(message, `the sandbox holds ${wamid}`);
    return message;
  }

  async function injectFault(status: number, code: number): Promise<void> {
    assert.equal((await control.post('/__sandbox/faults', { path: MESSAGES, status, code })).status, 200);
  }

  describe('sends', () => {
    it('sends a template with body parameters, a URL button and our id as biz_opaque_callback_data', async () => {
      const result = await client.sendTemplate({ ...invitation('255712345678'), bizOpaque: 'chat-4711' });
      assert.match(result.wamid, /^wamid\./);
      assert.equal(result.messageStatus, 'accepted');
      const stored = await sandboxMessage(result.wamid);
      assert.equal(stored.text, 'Habari Juma, umealikwa kwenye Harusi ya Neema. Thibitisha hapa chini.');
      assert.deepEqual(stored.buttonUrls, { 0: `${testEnv().baseUrl}/e/k3J9xQ2w` });
      assert.equal(stored.bizOpaque, 'chat-4711');
    });

    it('sends a template with a text header and a URL button', async () => {
      const name = `ticket_${randomUUID().slice(0, 8)}`;
      const added = await control.post('/__sandbox/chat/templates', {
        name,
        language: 'en',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Ticket for {{1}}' },
          { type: 'BODY', text: 'Hello {{1}}, your seat is {{2}}.' },
          { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Open', url: 'https://tickets.example/{{1}}' }] },
        ],
      });
      assert.equal(added.status, 200);
      const result = await client.sendTemplate({
        to: '255754000111',
        template: { name, language: 'en' },
        headerParameters: ['the gala'],
        bodyParameters: ['Neema', 'B12'],
        urlButton: { index: 0, parameter: 'T-99' },
      });
      const stored = await sandboxMessage(result.wamid);
      assert.deepEqual(
        [stored.header, stored.text, stored.buttonUrls],
        ['Ticket for the gala', 'Hello Neema, your seat is B12.', { 0: 'https://tickets.example/T-99' }],
      );
    });

    it('sends a template without variables and free-form text', async () => {
      const template = await client.sendTemplate({
        to: '255754000111',
        template: { name: 'welcome_message', language: 'sw' },
      });
      assert.equal((await sandboxMessage(template.wamid)).text, 'Karibu! Asante kwa kujiunga nasi.');
      const text = await client.sendText({
        to: '255754000111',
        text: 'Habari, tumepokea ujumbe wako.',
        bizOpaque: 'chat-9',
      });
      assert.equal(text.messageStatus, 'accepted');
      const stored = await sandboxMessage(text.wamid);
      assert.deepEqual(
        [stored.type, stored.text, stored.bizOpaque],
        ['text', 'Habari, tumepokea ujumbe wako.', 'chat-9'],
      );
    });
  });

  describe('error classification (on the Graph code, not the HTTP status)', () => {
    it('marks 130429 (throughput) and 2 (temporarily unavailable) retryable, as the sandbox magic numbers report them', async () => {
      const throttled = await failureOf(client.sendTemplate(invitation('255710000104')));
      assertClassified(throttled, ChatProviderBusy, 130429, 400);
      assert.equal(throttled.title, 'Rate limit hit');
      assert.equal(throttled.details, 'Too many messages sent from this phone number in a short period');
      const message: ChatTemplateMessage = {
        ...invitation('255710000105'),
        bodyParameters: ['Juma', `Harusi ${randomUUID()}`],
      };
      assertClassified(await failureOf(client.sendTemplate(message)), ChatProviderBusy, 2, 503);
      assert.match((await client.sendTemplate(message)).wamid, /^wamid\./, 'the identical retry is accepted');
    });

    it('marks 131056, 4, 80007 and 131000 retryable whatever their HTTP status', async () => {
      const cases: Array<[number, number]> = [
        [400, 131056],
        [429, 4],
        [400, 80007],
        [500, 131000],
      ];
      for (const [status, code] of cases) {
        await injectFault(status, code);
        assertClassified(
          await failureOf(client.sendTemplate(invitation('255712345678'))),
          ChatProviderBusy,
          code,
          status,
        );
      }
    });

    it('treats every other code as final: template, parameter, button, value, number, token, unknown', async () => {
      const unknownTemplate = await failureOf(
        client.sendTemplate({ to: '255712345678', template: { name: 'no_such', language: 'sw' } }),
      );
      assertClassified(unknownTemplate, ChatProviderRejected, 132001, 404);
      assert.equal(unknownTemplate.details, 'template name (no_such) does not exist in sw');
      const count = await failureOf(client.sendTemplate({ ...invitation('255712345678'), bodyParameters: ['Juma'] }));
      assertClassified(count, ChatProviderRejected, 132000, 400);
      assert.equal(
        count.details,
        'body: number of localizable_params (1) does not match the expected number of params (2)',
      );
      assertClassified(
        await failureOf(client.sendTemplate({ ...invitation('255712345678'), urlButton: undefined })),
        ChatProviderRejected,
        131008,
        400,
      );
      assertClassified(
        await failureOf(client.sendTemplate({ ...invitation('255712345678'), bodyParameters: ['Juma', ' '] })),
        ChatProviderRejected,
        131009,
        400,
      );
      assertClassified(await failureOf(client.sendText({ to: '12345', text: 'x' })), ChatProviderRejected, 100, 400);
      const wrongToken = createHttpChatProvider({ ...testEnv().config.chat, accessToken: 'expired' });
      assertClassified(await failureOf(wrongToken.listTemplates()), ChatProviderRejected, 190, 401);
      await injectFault(400, 1);
      assertClassified(await failureOf(client.sendTemplate(invitation('255712345678'))), ChatProviderRejected, 1, 400);
      await injectFault(503, 131026);
      assertClassified(
        await failureOf(client.sendTemplate(invitation('255712345678'))),
        ChatProviderRejected,
        131026,
        503,
      );
    });

    it('calls a timeout or a dropped connection after the request left ambiguous: the sandbox did accept those sends', async () => {
      const impatient = createHttpChatProvider({ ...testEnv().config.chat, timeoutMs: 150 });
      const before = (await control.get('/__sandbox/state')).data.messages.length as number;
      await control.post('/__sandbox/latency', { path: MESSAGES, ms: 600 });
      const timeout = await failureOf(impatient.sendTemplate(invitation('255712345678')));
      assertClassified(timeout, ChatProviderAmbiguous, null, null);
      await control.post('/__sandbox/latency', { path: MESSAGES, ms: 0, drop: true });
      assertClassified(
        await failureOf(client.sendTemplate(invitation('255712345678'))),
        ChatProviderAmbiguous,
        null,
        null,
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal((await control.get('/__sandbox/state')).data.messages.length, before + 2);
    });

    it('calls a refused connection unavailable (nothing was sent, safe to retry)', async () => {
      const nowhere = createHttpChatProvider({ ...testEnv().config.chat, url: `http://127.0.0.1:${await freePort()}` });
      const refused = await failureOf(nowhere.sendTemplate(invitation('255712345678')));
      assertClassified(refused, ChatProviderUnavailable, null, null);
      assert.equal(refused.details, 'ECONNREFUSED');
    });

    it('classifies an answer without a Graph error on its status: a 5xx is ambiguous, a 4xx final', () => {
      assertClassified(
        classifyChatAnswer(502, '<html>Bad Gateway</html>', 'POST /messages'),
        ChatProviderAmbiguous,
        null,
        502,
      );
      assertClassified(classifyChatAnswer(404, 'Not Found', 'GET /x'), ChatProviderRejected, null, 404);
      const graph = classifyChatAnswer(
        400,
        JSON.stringify({ error: { message: '(#80007) Rate limit issues', type: 'OAuthException', code: 80007 } }),
        'POST /messages',
      );
      assertClassified(graph, ChatProviderBusy, 80007, 400);
      assert.equal(graph.title, 'Rate limit issues');
    });
  });

  describe('templates', () => {
    it('follows paging until next is absent and returns every template of the WABA', async () => {
      const expected = testEnv()
        .sandboxes.chat.store.templates.map((t) => `${t.name}/${t.language}/${t.status}`)
        .sort();
      const all = await client.listTemplates({ pageSize: 2 });
      assert.deepEqual(all.map((t) => `${t.name}/${t.language}/${t.status}`).sort(), expected);
      const invitationSw = all.find((t) => t.name === 'event_invitation' && t.language === 'sw');
      assert.equal(invitationSw?.category, 'UTILITY');
      assert.match(String(invitationSw?.id), /^\d+$/);
      assert.equal(invitationSw?.components.find((c) => c.type === 'BUTTONS')?.buttons?.[0].type, 'URL');
    });

    it('passes the filters to the provider', async () => {
      const pending = await client.listTemplates({ status: 'PENDING', pageSize: 1 });
      assert.ok(pending.length >= 1);
      assert.ok(pending.every((t) => t.status === 'PENDING'));
      const english = await client.listTemplates({ language: 'en', name: 'welcome' });
      assert.deepEqual(
        english.map((t) => t.name),
        ['welcome_message'],
      );
    });
  });
});
