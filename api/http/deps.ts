import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../infra/config';
import type { Logger } from '../../infra/logger';
import type { Providers } from '../../infra/providers';
import type { AuthCache } from './auth/auth-cache';

/** What the API needs from the outside world; main.ts and the tests build it the same way. */
export interface ApiDeps extends Providers {
  sequelize: Sequelize;
  config: AppConfig;
  temporal: Client;
  logger: Logger;
  /** Who each token belongs to, kept across requests (absent: every request asks the database). */
  authCache?: AuthCache;
}
