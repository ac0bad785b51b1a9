import { startTestEnvironment, stopTestEnvironment } from '../test/helpers/environment';
import { createTenantSession } from '../test/helpers/tenant';
import { creditTenant } from '../test/helpers/credits';
import type { Benchmark, BenchContext, BenchResult, Figures } from './types';
import { run as me } from './me';
import { run as contactsImport } from './contacts-import';
import { run as contactsSearch } from './contacts-search';
import { run as groupsList } from './groups-list';
import { run as messagesList } from './messages-list';
import { run as smsBulkSend } from './sms-bulk-send';
import { run as chatBulkSend } from './chat-bulk-send';
import { run as smsGroupSend } from './sms-group-send';
import { run as smsScheduledGroup } from './sms-scheduled-group';
import { run as smsResend } from './sms-resend';
import { run as smsSingleSend } from './sms-single-send';
import { run as eventsList } from './events-list';
import { run as eventCheckIn } from './event-check-in';
import { run as harambeePage } from './harambee-page';
import { run as ussdSession } from './ussd-session';
import { run as webhookOverhead } from './webhook-overhead';
import { run as webhookDeliveryCost } from './webhook-delivery-cost';
import { run as workerIdle } from './worker-idle';
import { run as stageSend } from './stage-send';
import { run as uploadIsolation } from './upload-isolation';

/** Every benchmark, by name; `npm run bench -- me contacts-search` runs a subset. */
const BENCHMARKS: Record<string, Benchmark> = {
  me,
  'contacts-import': contactsImport,
  'contacts-search': contactsSearch,
  'groups-list': groupsList,
  'messages-list': messagesList,
  'sms-bulk-send': smsBulkSend,
  'chat-bulk-send': chatBulkSend,
  'sms-group-send': smsGroupSend,
  'sms-scheduled-group': smsScheduledGroup,
  'sms-resend': smsResend,
  'sms-single-send': smsSingleSend,
  'events-list': eventsList,
  'event-check-in': eventCheckIn,
  'harambee-page': harambeePage,
  'ussd-session': ussdSession,
  'webhook-overhead': webhookOverhead,
  'webhook-delivery-cost': webhookDeliveryCost,
  'worker-idle': workerIdle,
  'stage-send': stageSend,
  'upload-isolation': uploadIsolation,
};

const figuresText = (figures: Figures) =>
  Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join('  ');

function print(result: BenchResult): void {
  const lines = [`\n[${result.pass ? 'PASS' : 'MISS'}] ${result.name}`, `  measured: ${figuresText(result.figures)}`];
  if (result.baseline) lines.push(`  baseline: ${result.baseline.name}: ${figuresText(result.baseline.figures)}`);
  if (result.ratio) lines.push(`  ratio:    ${result.ratio}`);
  lines.push(`  target:   ${result.target}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const selected = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = selected.length ? selected : Object.keys(BENCHMARKS);
  const unknown = names.filter((n) => !BENCHMARKS[n]);
  if (unknown.length)
    throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.env.NODE_ENV = 'test';
  // Benchmarks load the send endpoints far beyond the product's 60/min limit.
  // The webhook benchmarks deliver under load: production timeouts and retry horizon, not the tests' seconds.
  const env = await startTestEnvironment({
    SEND_RATE_LIMIT_PER_MINUTE: '1000000000',
    WEBHOOKS_TIMEOUT_MS: '10000',
    WEBHOOKS_RETRY_INITIAL_MS: '5000',
    WEBHOOKS_RETRY_MAX_MS: '21600000',
    WEBHOOKS_RETRY_HORIZON_MS: '259200000',
  });
  const ctx: BenchContext = { env, createTenant: () => createTenantSession(), creditTenant };
  const results: BenchResult[] = [];
  try {
    for (const name of names) {
      process.stdout.write(`running ${name}...\n`);
      for (const result of [await BENCHMARKS[name](ctx)].flat()) {
        results.push(result);
        print(result);
      }
    }
  } finally {
    await stopTestEnvironment();
  }
  process.stdout.write(`\n${results.filter((r) => r.pass).length}/${results.length} benchmarks met their targets\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
