import {
  allHandlersFinished, ApplicationFailure, condition, defineQuery, defineUpdate, proxyActivities, setHandler,
} from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { sendActivityOptions, shortActivityOptions } from './activity-options';

export interface ScheduledSmsInput {
  messageId: number;
  /** Epoch ms. */
  sendAt: number;
}

export type ScheduledSmsState = 'waiting' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** An update, not a signal: the API waits for the answer and turns a refusal into 422. */
export const cancelScheduledSmsUpdate = defineUpdate<void>('cancelScheduledSms');
export const scheduledSmsStateQuery = defineQuery<ScheduledSmsState>('scheduledSmsState');

const { submitScheduledMessage } = proxyActivities<ReturnType<typeof createActivities>>(sendActivityOptions);
const { cancelScheduledMessage, failUnsentMessages } = proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);

/**
 * Waits until `sendAt`, then submits the message, unless a cancel was accepted first. The validator refuses a
 * cancel once the timer fired, and the activities change the row only while it is still `scheduled`, so a
 * cancel racing the timer ends in exactly one of sent or cancelled.
 */
export async function scheduledSmsWorkflow(input: ScheduledSmsInput): Promise<ScheduledSmsState> {
  let state = 'waiting' as ScheduledSmsState;
  let cancelRequested = false;
  setHandler(scheduledSmsStateQuery, () => state);
  setHandler(cancelScheduledSmsUpdate, async () => {
    cancelRequested = true;
    if (!(await cancelScheduledMessage(input.messageId))) {
      throw ApplicationFailure.nonRetryable('The message is no longer scheduled.', 'NotScheduled');
    }
    state = 'cancelled';
  }, {
    validator: () => {
      if (state !== 'waiting' || cancelRequested) throw new Error('The message is no longer scheduled.');
    },
  });

  await condition(() => cancelRequested, Math.max(1, input.sendAt - Date.now()));
  if (cancelRequested) {
    await condition(allHandlersFinished);
    return state === 'cancelled' ? state : 'failed';
  }
  state = 'sending';
  try {
    await submitScheduledMessage(input.messageId);
    state = 'sent';
  } catch {
    // Not submitted after every retry: failed and refunded (decisions §4).
    await failUnsentMessages([input.messageId], 'The SMS gateway could not be reached after retries.');
    state = 'failed';
  }
  return state;
}
