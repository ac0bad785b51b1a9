/**
 * The TypeScript client at work, in two steps (test/clients/clients.test.ts runs both against a live API):
 *
 *   node --require tsx/cjs clients/typescript/examples/send-sms.ts onboard <site>
 *     registers an organization, then creates an API key with the session: prints {"email", "api_key"}
 *   node --require tsx/cjs clients/typescript/examples/send-sms.ts send <site> <api_key> <to> <text>
 *     sends one SMS with the key and reads the message back: prints it
 *
 * A new organization holds no SMS credits: between the two steps it buys some (POST /sms-purchases), or a platform
 * admin credits it.
 */
import { randomUUID } from 'node:crypto';
import { createApiClient, type components } from '../src';

type Message = components['schemas']['Message'];

/** A failed call: its status and the API's `{message, code}` (or `{message, code, errors}`). */
function refused(what: string, response: Response, error: unknown): Error {
  return new Error(`${what}: ${response.status} ${JSON.stringify(error)}`);
}

async function onboard(site: string): Promise<{ email: string; api_key: string }> {
  const suffix = randomUUID();
  const email = `example-${suffix}@example.com`;
  const password = `Example-${randomUUID()}`;
  const registered = await createApiClient(site).POST('/register', {
    body: {
      org_name: `Example Traders ${suffix.slice(0, 8)}`,
      phone: '0712345678',
      name: 'Asha Mrisho',
      email,
      password,
      password_confirmation: password,
    },
  });
  if (!registered.data) throw refused('register', registered.response, registered.error);

  // API keys are made by a signed-in admin; the key then acts for the organization on its own.
  const session = createApiClient(site, registered.data.token);
  const created = await session.POST('/api-keys', {
    body: { name: 'example', permissions: ['messages.send', 'messages.view'] },
  });
  if (!created.data) throw refused('create an API key', created.response, created.error);
  return { email, api_key: created.data.data.key };
}

async function send(site: string, apiKey: string, to: string, text: string): Promise<Message> {
  const api = createApiClient(site, apiKey);
  const sent = await api.POST('/sms/send', {
    body: { to, text },
    // A retry with the same key is answered from the first request, never sent twice.
    params: { header: { 'Idempotency-Key': randomUUID() } },
  });
  if (!sent.data) throw refused('send', sent.response, sent.error);

  const read = await api.GET('/messages/{message_id}', { params: { path: { message_id: sent.data.data.id } } });
  if (!read.data) throw refused('read the message', read.response, read.error);
  const message = read.data.data;
  process.stderr.write(
    `message ${message.id} to ${message.to_number}: ${message.status}, ${message.credits} credit(s)\n`,
  );
  return message;
}

async function main(): Promise<void> {
  const [step, site, ...rest] = process.argv.slice(2);
  if (step === 'onboard' && site) return console.log(JSON.stringify(await onboard(site)));
  const [apiKey, to, text] = rest;
  if (step === 'send' && site && apiKey && to && text)
    return console.log(JSON.stringify(await send(site, apiKey, to, text)));
  throw new Error('usage: send-sms.ts onboard <site> | send <site> <api_key> <to> <text>');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
