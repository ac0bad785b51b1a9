import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../infra/config';
import type { Logger } from '../infra/logger';
import type { SubmitterProviders } from './channel-submitter';

/** What the send use-cases need; the API's and the worker's deps both provide it. */
export interface SendDeps extends SubmitterProviders {
  sequelize: Sequelize;
  config: AppConfig;
  logger: Logger;
}

/** Use-cases that start or signal batch workflows also need a Temporal client. */
export interface BatchDeps extends SendDeps {
  temporal: Client;
}
