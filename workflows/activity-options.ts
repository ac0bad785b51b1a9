import type { ActivityOptions } from '@temporalio/workflow';

/**
 * Retries for work that only an outage can stop (the database, a provider): no attempt limit, so an outage of any
 * length is waited out instead of failing a paid send; the backoff is capped at a minute, so work resumes within
 * a minute of the outage ending. Business refusals are not thrown as failures (activities record them).
 */
const UNTIL_DONE = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' } as const;

/** Database-only work. */
export const shortActivityOptions: ActivityOptions = {
  startToCloseTimeout: '1 minute',
  retry: UNTIL_DONE,
};

/**
 * Provider sends: 5xx, refused connections and timeouts retry with backoff (a 429 sets its own delay). A page
 * heartbeats before and after the provider call, whose own timeout stays below the heartbeat timeout.
 */
export const sendActivityOptions: ActivityOptions = {
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '40 seconds',
  retry: UNTIL_DONE,
};
