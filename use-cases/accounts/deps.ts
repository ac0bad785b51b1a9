import type { Sequelize } from 'sequelize';
import type { AuthCache } from '../../api/http/auth/auth-cache';
import type { TokenSettings } from './access-tokens';

/** What the account use-cases need; the API's deps provide it (`config` holds the token settings). */
export interface AccountDeps {
  sequelize: Sequelize;
  config: TokenSettings;
  /** Forgotten after a change of access, so this process's next request never waits for the notification. */
  authCache?: AuthCache;
}
