import type { AppConfig } from '../../lib/config';

/** The provider sandboxes of a test run, started on free ports. */
export interface TestSandboxes {
  /** Environment variables that point the platform at them. */
  env: Record<string, string>;
  /** Extra activity deps (provider clients) built from the final config. */
  activityDeps(config: AppConfig): Record<string, unknown>;
  stop(): Promise<void>;
}

/** Starts every sandbox; their callbacks go to the API at `apiBaseUrl`. */
export async function startTestSandboxes(apiBaseUrl: string): Promise<TestSandboxes> {
  void apiBaseUrl;
  return { env: {}, activityDeps: () => ({}), stop: async () => undefined };
}
