import type { ActivityDeps } from './deps';
import { createAccountActivities } from './accounts';

export type { ActivityDeps } from './deps';

/** Every activity of the worker, built over one set of deps. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createAccountActivities(deps),
  };
}
