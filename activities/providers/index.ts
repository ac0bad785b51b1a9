import type { AppConfig } from '../../lib/config';

/**
 * The provider clients, built from configuration. The API (status checks, reports) and the activities use
 * the same clients; neither knows whether it talks to a sandbox. Each provider adds its client here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each provider
export interface Providers {
}

export function createProviders(config: AppConfig): Providers {
  void config;
  return {
  };
}
