import type { Server } from 'node:http';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker, WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import type { ActivityDeps } from '../../activities';
import type { TestSandboxes } from './sandboxes';
import type { AuthCache } from '../../api/http/auth/auth-cache';

/** Everything the root hooks start once per test run (real PostgreSQL, Temporal, worker, API). */
export interface TestEnv {
  databaseName: string;
  sequelize: Sequelize;
  config: AppConfig;
  temporal: Client;
  workerConnection: NativeConnection;
  workflowBundle: WorkflowBundleWithSourceMap;
  activityDeps: ActivityDeps;
  worker: Worker;
  mailer: Mailer;
  server: Server;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The SMS gateway and payment sandboxes (their stores and control routes). */
  sandboxes: TestSandboxes;
  /** The API's token cache (its listener is stopped with the environment). */
  authCache: AuthCache;
}

let current: TestEnv | undefined;

export function setTestEnv(env: TestEnv | undefined): void {
  current = env;
}

export const currentTestEnv = (): TestEnv | undefined => current;

/** The running environment; only valid inside tests (after the root beforeAll hook). */
export function testEnv(): TestEnv {
  if (!current) throw new Error('test environment not started (test/setup.ts root hooks)');
  return current;
}
