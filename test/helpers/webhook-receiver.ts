import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, verified the way a tenant's app would (standardwebhooks' Webhook.verify). */
export interface ReceivedWebhook {
  webhookId: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The verified payload, or undefined when the signature did not verify. */
  payload?: { type: string; timestamp: string; data: Record<string, unknown> };
  verifyError?: string;
}

/** How the receiver answers one request: a status, or `hang` (no answer: the sender's timeout). */
export type ReceiverAnswer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The endpoint's secret, from the creation answer; requests before it is set stay unverified. */
  secret?: string;
  answer: (request: ReceivedWebhook, attempt: number) => ReceiverAnswer;
  /** Verified payloads, deduplicated on webhook-id as the spec asks receivers to. */
  uniqueEvents(): NonNullable<ReceivedWebhook['payload']>[];
  close(): Promise<void>;
}

/** A local receiver on 127.0.0.1 (allowed by WEBHOOKS_ALLOW_PRIVATE=true in tests); unref'd so it never holds mocha. */
export async function startWebhookReceiver(answer: WebhookReceiver['answer'] = () => 204): Promise<WebhookReceiver> {
  const attempts = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer,
    uniqueEvents() {
      const seen = new Map<string, NonNullable<ReceivedWebhook['payload']>>();
      for (const r of receiver.received) if (r.payload && !seen.has(r.webhookId)) seen.set(r.webhookId, r.payload);
      return [...seen.values()];
    },
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhookId = String(req.headers['webhook-id'] ?? '');
      const request: ReceivedWebhook = { webhookId, headers: req.headers, body };
      try {
        if (!receiver.secret) throw new Error('no secret yet');
        request.payload = new Webhook(receiver.secret).verify(
          body,
          req.headers as Record<string, string>,
        ) as ReceivedWebhook['payload'];
      } catch (err) {
        request.verifyError = (err as Error).message;
      }
      receiver.received.push(request);
      const attempt = (attempts.get(webhookId) ?? 0) + 1;
      attempts.set(webhookId, attempt);
      const status = receiver.answer(request, attempt);
      if (status === 'hang') hanging.add(res);
      else res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
