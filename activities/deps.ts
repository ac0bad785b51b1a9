import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { Providers } from './providers';

/** What activities reach; the worker and the tests build the same deps. */
export interface ActivityDeps extends Providers {
  sequelize: Sequelize;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
}
