import type { Client } from '@temporalio/client';
import type { SubmitterDeps } from './submit/channel-submitter';

/** What the send use-cases need (database, configuration, logger, provider clients); the API's and the worker's deps both provide it. */
export type SendDeps = SubmitterDeps;

/** Use-cases that start or signal batch workflows also need a Temporal client. */
export interface BatchDeps extends SendDeps {
  temporal: Client;
}
