import { performance } from 'node:perf_hooks';
import { createHttpSmsGateway, type OutboundSms } from '../lib/infra/providers/sms-gateway';
import type { AppConfig } from '../lib/infra/config';

/** What a batch sends per provider call and how many calls it keeps open (workflows/messaging/send-batch.ts). */
export interface PagePlan {
  pageSize: number;
  parallel: number;
}

/**
 * The gateway sandbox's raw multi-send rate for `messages`: the same pages a batch sends, posted straight to the
 * sandbox with the same parallelism, nothing else on the path (no database, no Temporal, no delivery callbacks,
 * since no `notifyUrl` is given). Returns messages per second.
 */
export async function rawMultiSendRate(config: AppConfig, messages: OutboundSms[], plan: PagePlan): Promise<number> {
  const { url, user, password, timeoutMs } = config.smsGateway;
  const gateway = createHttpSmsGateway({ url, user, password, timeoutMs });
  const pages: OutboundSms[][] = [];
  for (let start = 0; start < messages.length; start += plan.pageSize) pages.push(messages.slice(start, start + plan.pageSize));
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < pages.length) await gateway.sendMulti(pages[next++]);
  };
  await Promise.all(Array.from({ length: plan.parallel }, lane));
  return messages.length / ((performance.now() - started) / 1000);
}
