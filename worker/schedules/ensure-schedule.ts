import { ScheduleAlreadyRunning, type Client, type ScheduleOptions } from '@temporalio/client';

/**
 * Creates a Temporal Schedule, or brings an existing one to the given spec and action (every worker start calls
 * this, so a changed time or task queue takes effect on deploy). Policies are set at creation only.
 */
export async function ensureSchedule(client: Client, options: ScheduleOptions): Promise<'created' | 'updated'> {
  try {
    await client.schedule.create(options);
    return 'created';
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    await client.schedule.getHandle(options.scheduleId).update((previous) => ({
      ...previous,
      spec: options.spec,
      action: options.action,
    }));
    return 'updated';
  }
}
