import { startTestEnvironment, stopTestEnvironment } from './helpers/environment';

/** Mocha root hooks: one real environment for the whole run (see helpers/environment.ts). */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(180_000);
    await startTestEnvironment();
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await stopTestEnvironment();
  },
};
