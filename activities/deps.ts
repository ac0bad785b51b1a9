import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../lib/infra/config';
import type { Logger } from '../lib/infra/logger';
import type { Mailer } from '../lib/infra/mailer';
import type { Providers } from '../lib/infra/providers';

/** What activities reach; the worker and the tests build the same deps. */
export interface ActivityDeps extends Providers {
  sequelize: Sequelize;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
}
