import type { ActivityOptions } from '@temporalio/workflow';

/** Database-only work. */
export const shortActivityOptions: ActivityOptions = {
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 20 },
};

/**
 * Gateway sends: 5xx, refused connections and timeouts retry with backoff (a 429 sets its own delay); after about
 * two and a half minutes of failures the caller fails and refunds what is left. A page heartbeats before and
 * after the gateway call, whose own timeout stays below the heartbeat timeout.
 */
export const sendActivityOptions: ActivityOptions = {
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '40 seconds',
  retry: {
    initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10,
    nonRetryableErrorTypes: ['GatewayRejected'],
  },
};
