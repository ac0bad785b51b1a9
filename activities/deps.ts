import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../infra/config';
import type { Logger } from '../infra/logger';
import type { Mailer } from '../infra/mailer';
import type { Providers } from '../infra/providers';

/** What activities reach; the worker and the tests build the same deps. */
export interface ActivityDeps extends Providers {
  sequelize: Sequelize;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
}
