import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { waitForDeliveryCallbacks } from './sms-progress';
import { ownCpuMsSince } from './process-cpu';
import { createHttpSmsGateway, type OutboundSms, type SendEntry } from '../infra/providers/sms-gateway';
import type { AppConfig } from '../infra/config';

/** What a batch sends per provider call and how many calls it keeps open (workflows/messaging/send-batch.ts). */
export interface PagePlan {
  pageSize: number;
  parallel: number;
}

/** A local endpoint that takes delivery callbacks and drops them (the raw run's reports must not load the API). */
async function callbackSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw run: messages per second, and the CPU milliseconds it took (client and sandbox, both in this process). */
export interface RawRun {
  rate: number;
  cpuMs: number;
}

/** Work done after a page's answer, in its lane: `start` is the index of the page's first message in the list. */
export type AfterPage = (start: number, entries: SendEntry[]) => Promise<void>;

/**
 * The gateway sandbox's raw multi-send rate for `messages`: the same pages a batch sends, posted straight to the
 * sandbox with the same parallelism, nothing else on the path (no database, no Temporal; the delivery callbacks go
 * to a sink, and are drained before this returns so they do not load what is measured next). `afterPage`, when
 * given, runs after each answer before its lane posts the next page (bulk-least-send.ts).
 */
export async function rawMultiSendRate(
  config: AppConfig,
  delivery: { pending: { reports: number; callbacks: number } },
  messages: OutboundSms[],
  plan: PagePlan,
  afterPage?: AfterPage,
): Promise<RawRun> {
  const { url, user, password, timeoutMs } = config.smsGateway;
  const sink = await callbackSink();
  const gateway = createHttpSmsGateway({ url, user, password, timeoutMs, notifyUrl: sink.url });
  const pages: Array<{ start: number; page: OutboundSms[] }> = [];
  for (let start = 0; start < messages.length; start += plan.pageSize)
    pages.push({ start, page: messages.slice(start, start + plan.pageSize) });
  const [started, cpu0] = [performance.now(), process.cpuUsage()];
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const { start, page } = pages[next++];
      const entries = await gateway.sendMulti(page);
      if (afterPage) await afterPage(start, entries);
    }
  };
  await Promise.all(Array.from({ length: plan.parallel }, lane));
  const run = { rate: messages.length / ((performance.now() - started) / 1000), cpuMs: ownCpuMsSince(cpu0) };
  await waitForDeliveryCallbacks(delivery);
  await sink.close();
  return run;
}
