import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { createApp } from '../../api/http/app';
import { createAppServer } from '../../api/http/app-server';
import type { AppConfig } from '../../infra/config';
import { logger } from '../../infra/logger';
import { createProviders } from '../../infra/providers';
import { testEnv } from './env';

/**
 * Runs `use` against a second API process of the test environment (same database and Temporal) whose configuration
 * `change` altered (a tiny rate limit, a short gateway timeout…), then closes it. `client(token)` calls it.
 */
export async function withSecondApi<T>(
  change: (config: AppConfig) => AppConfig,
  use: (client: (token: string) => AxiosInstance) => Promise<T>,
): Promise<T> {
  const env = testEnv();
  const config = change(env.config);
  const { server } = createAppServer(
    createApp({ ...env.activityDeps, ...createProviders(config), config, temporal: env.temporal, logger }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    return await use((token) =>
      axios.create({ baseURL, validateStatus: () => true, headers: { Authorization: `Bearer ${token}` } }),
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
