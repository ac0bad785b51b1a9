import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AxiosInstance } from 'axios';
import type { TestEnv } from '../test/helpers/env';
import { batchWorkflowId } from '../workflows/contracts';
import type { Benchmark, BenchContext, BenchResult } from './types';
import { MULTI_SEND_PATH } from '../infra/providers/sms-gateway';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { rawMultiSendRate, type RawRun } from './gateway-baseline';
import { childPids, databaseServerPids, startCpuCount } from './process-cpu';
import { bulkWriteFloor, singleStatementWrites, type FloorRun } from './bulk-write-floor';
import { leastSend, type LeastSendRun } from './bulk-least-send';
import { DEFAULT_PAGE_SIZE, PARALLEL_PAGES } from '../workflows/messaging/batch-pages';

const MESSAGES = 10_000;
const TARGET_PER_SECOND = 1000;
const TARGET_ACCEPT_MS = 300;
/** The platform's rate as a share of the sandbox's raw multi-send rate for the same pages. */
const TARGET_SHARE_OF_RAW = 0.5;
/** Bulk requests before the measured one, scheduled a year out and cancelled: they warm the path as traffic would. */
const WARM_UP_REQUESTS = 3;
/** Rounds of a raw run and a send, the median reported. */
const ROUNDS = 3;
/**
 * The extra round's provider: each page answered this late, as a gateway across the internet would (the sandbox on
 * this machine answers a page of 500 in a few milliseconds). An assumption, not a measured gateway.
 */
const PROVIDER_LATENCY_MS = 100;

/**
 * Posts the list scheduled far ahead and cancels it (refunded), so it sends nothing; returns how long its 202 took.
 * Its workflow is waited for to end, so none of its work overlaps the measured send.
 */
async function scheduledAndCancelled(env: TestEnv, api: AxiosInstance, messages: unknown[]): Promise<number> {
  const posted = performance.now();
  const res = await api.post('/sms/send-bulk', {
    messages,
    scheduled_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  });
  const ms = performance.now() - posted;
  if (res.status !== 202)
    throw new Error(`scheduled send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const cancel = await api.post(`/sms/batches/${res.data.batch_id}/cancel`);
  if (cancel.status !== 200) throw new Error(`cancel failed: ${cancel.status}`);
  await env.temporal.workflow.getHandle(batchWorkflowId(res.data.batch_id)).result();
  return ms;
}

/** One round: the raw run, the floor, the least send, then the platform's send of the same messages. */
interface Round {
  acceptMs: number;
  seconds: number | null;
  rate: number;
  raw: RawRun;
  /** The same messages' row writes alone, with no orchestration and no provider (bulk-write-floor.ts). */
  floor: FloorRun;
  /** The same messages' provider calls plus one write of each answer, with nothing else (bulk-least-send.ts). */
  least: LeastSendRun;
  /** CPU milliseconds of each process during the platform's send, and of this process (API + sandbox) as `own`. */
  cpuMs: Record<'postgres' | 'worker' | 'temporal' | 'own', number>;
}

/** Each round sends to numbers of its own: the sandbox's flooding filter refuses a seventh identical text to a handset within an hour. */
const messagesOfRound = (round: number) =>
  Array.from({ length: MESSAGES }, (_, i) => ({
    to: `2557${String(60_000_000 + round * MESSAGES + i)}`,
    text: `Habari, huu ni ujumbe wa majaribio namba ${i}.`,
  }));

const median = <T>(items: T[], key: (item: T) => number): T =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/** The platform's send of `messages` through the API and the worker process: the 202, and until all are past queued. */
async function platformSend(
  ctx: BenchContext,
  api: AxiosInstance,
  tenantId: number,
  messages: unknown[],
  cpuOf: () => { stop(): Round['cpuMs'] },
) {
  const cpu = cpuOf();
  const posted = performance.now();
  const res = await api.post('/sms/send-bulk', { messages });
  const acceptMs = performance.now() - posted;
  if (res.status !== 202) throw new Error(`send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const batch = await latestBatch(ctx.env.sequelize, tenantId);
  const seconds = await waitUntilAllSubmitted(ctx.env.sequelize, batch.id, MESSAGES, 120);
  const cpuMs = cpu.stop();
  await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
  return { acceptMs, seconds, rate: seconds === null ? 0 : Math.round(MESSAGES / seconds), cpuMs };
}

/**
 * `POST /api/sms/send-bulk` of 10,000 messages: the 202, then until every message has left `queued`. The sending
 * runs on a worker process of its own, as in production (API and worker apart). Baseline, in the same run: the same
 * messages posted straight to the gateway sandbox in the same pages and parallelism, just before each send.
 * ROUNDS rounds of both, the round of median ratio reported (a single send swung by a third from run to run), every
 * round's figures printed beside it. Each round also times the same messages' row writes alone (bulk-write-floor.ts),
 * the most any orchestration of today's writes could reach, and the least send (bulk-least-send.ts: the provider
 * calls and one write of each answer, nothing else), the most any design could reach; and once the same writes in
 * their cheapest form (singleStatementWrites), beside the CPU per message that the target leaves. A last round runs
 * raw and send with the sandbox answering each page PROVIDER_LATENCY_MS late, as a distant gateway would.
 * The measured requests follow a few warm-up ones, as they would in a running service: the first bulk request of a
 * process pays for compiling its path (~0.5 s more), and that figure is printed too.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'sms', MESSAGES * (3 * ROUNDS + 1 + WARM_UP_REQUESTS));
  const { config, sequelize, sandboxes } = ctx.env;
  const plan = { pageSize: DEFAULT_PAGE_SIZE, parallel: PARALLEL_PAGES };
  const rawRun = (messages: Array<{ to: string; text: string }>) =>
    rawMultiSendRate(
      config,
      sandboxes.sms.sandbox.delivery,
      messages.map((m) => ({ from: config.smsGateway.defaultSender, to: m.to, text: m.text })),
      plan,
    );
  return withWorkerProcess(ctx.env, session.token, async (api, worker) => {
    const warmUps: number[] = [];
    for (let i = 0; i < WARM_UP_REQUESTS; i++)
      warmUps.push(await scheduledAndCancelled(ctx.env, api, messagesOfRound(0)));
    const workerPid = worker.child.pid!;
    const postgres = await databaseServerPids(sequelize);
    const cpuOf = () =>
      startCpuCount({
        postgres,
        worker: () => [workerPid],
        temporal: () => childPids().filter((pid) => pid !== workerPid),
      });
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const messages = messagesOfRound(round);
      const raw = await rawRun(messages);
      const floor = await bulkWriteFloor(
        sequelize,
        postgres,
        session.tenant.id,
        config.smsGateway.defaultSender,
        config.publicBaseUrl,
        messages,
        plan,
      );
      const least = await leastSend(
        config,
        sequelize,
        postgres,
        sandboxes.sms.sandbox.delivery,
        session.tenant.id,
        messages,
        plan,
      );
      rounds.push({ ...(await platformSend(ctx, api, session.tenant.id, messages, cpuOf)), raw, floor, least });
    }
    // The writes' cheapest form, once: one statement each over all the messages, rolled back.
    const statements = await singleStatementWrites(
      sequelize,
      postgres,
      session.tenant.id,
      rounds[rounds.length - 1].floor.batchId,
      config.smsGateway.defaultSender,
      messagesOfRound(0),
    );
    // One more round with a provider that takes PROVIDER_LATENCY_MS to answer each page, for both runs.
    const slowMessages = messagesOfRound(ROUNDS);
    const pages = Math.ceil(MESSAGES / DEFAULT_PAGE_SIZE);
    const slowProvider = () =>
      sandboxes.sms.store.latencies.set(MULTI_SEND_PATH, { ms: PROVIDER_LATENCY_MS, remaining: pages });
    slowProvider();
    const slowRaw = await rawRun(slowMessages);
    slowProvider();
    const slow = await platformSend(ctx, api, session.tenant.id, slowMessages, cpuOf);
    sandboxes.sms.store.latencies.clear();
    const shown = median(rounds, (r) => r.rate / r.raw.rate);
    const accepted = median(rounds, (r) => r.acceptMs);
    const cores = os.availableParallelism();
    const { cpuMs } = shown;
    const perMessageUs = (ms: number) => ((1000 * ms) / MESSAGES).toFixed(1);
    const budgetUs = (cores * 1e6) / (TARGET_SHARE_OF_RAW * shown.raw.rate);
    const every = (figure: (r: Round) => number | string) => rounds.map(figure).join(' / ');
    const results: BenchResult[] = [
      {
        name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages: the 202, after ${WARM_UP_REQUESTS} warm-up requests (median of ${ROUNDS})`,
        figures: {
          '202 ms': Math.round(accepted.acceptMs),
          'each round ms': every((r) => Math.round(r.acceptMs)),
          'first bulk 202 of the process (cold) ms': Math.round(warmUps[0]),
        },
        target: `202 < ${TARGET_ACCEPT_MS} ms`,
        pass: accepted.acceptMs < TARGET_ACCEPT_MS,
      },
      {
        name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages: 202 → every message past queued (worker in its own process; the round of median ratio of ${ROUNDS})`,
        figures: {
          seconds: shown.seconds === null ? 'timed out' : shown.seconds.toFixed(2),
          'messages/s': shown.rate,
          'each round messages/s': every((r) => r.rate),
          // Where the time goes, from the request to the last message past queued: the CPU of each process, and the
          // seconds that CPU needs at best, spread over every core with none idle.
          'CPU ms PostgreSQL': Math.round(cpuMs.postgres),
          worker: Math.round(cpuMs.worker),
          Temporal: Math.round(cpuMs.temporal),
          'API + sandbox': Math.round(cpuMs.own),
          [`all CPU over ${cores} cores s`]: (
            (cpuMs.postgres + cpuMs.worker + cpuMs.temporal + cpuMs.own) /
            cores /
            1000
          ).toFixed(2),
          // The ceiling of any orchestration: the same rows' writes alone, before each send.
          'row writes alone (floor) messages/s': Math.round(shown.floor.rate),
          'floor each round messages/s': every((r) => Math.round(r.floor.rate)),
          'floor CPU ms PostgreSQL': Math.round(shown.floor.cpuMs.postgres),
          'floor CPU ms this process': Math.round(shown.floor.cpuMs.own),
          // The ceiling of any design: the provider calls and one write of each answer, the rows written before the clock.
          'least send messages/s': Math.round(shown.least.rate),
          'least send each round messages/s': every((r) => Math.round(r.least.rate)),
          'least send CPU ms PostgreSQL': Math.round(shown.least.postgresCpuMs),
          'least send CPU ms this process': Math.round(shown.least.cpuMs),
          // What the target leaves each message: every core's time, shared by every process, at half the raw rate.
          'CPU budget per message at the target µs': budgetUs.toFixed(1),
          // The provider's side of the exchange costs the send what it cost the raw run (sandbox, and an HTTP client).
          "left after the raw run's own CPU µs": (budgetUs - (1000 * shown.raw.cpuMs) / MESSAGES).toFixed(1),
          'PostgreSQL CPU per message: send µs': perMessageUs(cpuMs.postgres),
          'floor µs': perMessageUs(shown.floor.cpuMs.postgres),
          // The same three row versions written by one statement each over all 10,000, in one transaction rolled back.
          'one statement per write, rolled back: PostgreSQL CPU per message µs': perMessageUs(statements.postgresCpuMs),
          "of which insert / claim / record µs (each statement's time)": [
            statements.ms.insert,
            statements.ms.claim,
            statements.ms.record,
          ]
            .map(perMessageUs)
            .join(' / '),
        },
        baseline: {
          name: `sandbox text/multi, pages of ${DEFAULT_PAGE_SIZE} × ${PARALLEL_PAGES} parallel, before each round`,
          figures: {
            'messages/s': Math.round(shown.raw.rate),
            'CPU ms': Math.round(shown.raw.cpuMs),
            'each round messages/s': every((r) => Math.round(r.raw.rate)),
          },
        },
        ratio:
          `${Math.round((100 * shown.rate) / shown.raw.rate)} % of the raw rate (each round: ${every((r) => `${Math.round((100 * r.rate) / r.raw.rate)} %`)}); ` +
          `the row writes alone ${Math.round((100 * shown.floor.rate) / shown.raw.rate)} % (each round: ${every((r) => `${Math.round((100 * r.floor.rate) / r.raw.rate)} %`)}); ` +
          `the least send ${Math.round((100 * shown.least.rate) / shown.raw.rate)} % (each round: ${every((r) => `${Math.round((100 * r.least.rate) / r.raw.rate)} %`)})`,
        target: `≥ ${TARGET_PER_SECOND} messages/s and ≥ ${TARGET_SHARE_OF_RAW * 100} % of the raw rate`,
        pass: shown.rate >= TARGET_PER_SECOND && shown.rate >= TARGET_SHARE_OF_RAW * shown.raw.rate,
      },
      {
        name: `Bulk send of ${MESSAGES.toLocaleString('en')} messages with a provider that answers each page in ${PROVIDER_LATENCY_MS} ms (one round)`,
        figures: { seconds: slow.seconds === null ? 'timed out' : slow.seconds.toFixed(2), 'messages/s': slow.rate },
        baseline: {
          name: `the same pages posted straight to the sandbox, each answered in ${PROVIDER_LATENCY_MS} ms`,
          figures: { 'messages/s': Math.round(slowRaw.rate) },
        },
        ratio: `${Math.round((100 * slow.rate) / slowRaw.rate)} % of the raw rate`,
        target: `≥ ${TARGET_SHARE_OF_RAW * 100} % of the raw rate (not the issue's target, which is for the sandbox as it is)`,
        pass: slow.rate >= TARGET_SHARE_OF_RAW * slowRaw.rate,
      },
    ];
    return results;
  });
};
