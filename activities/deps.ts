import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../lib/config';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';

/** What activities reach; the worker and the tests build the same deps. */
export interface ActivityDeps {
  sequelize: Sequelize;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
}
