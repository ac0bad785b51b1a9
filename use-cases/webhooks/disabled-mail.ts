import type { Sequelize } from 'sequelize';
import type { Mailer } from '../../infra/mailer';
import { disabledEndpointToNotify, markDisabledNoticeSent } from '../../db/webhooks/disabled-notice';

/**
 * Mails the organization's admins that an endpoint was disabled (it failed for the whole retry horizon), once: the
 * mail is marked sent after it went out, so a retry after a crash may repeat it but never skip it.
 */
export async function mailEndpointDisabled(
  deps: { sequelize: Sequelize; mailer: Mailer },
  endpointId: number,
): Promise<number> {
  const notice = await disabledEndpointToNotify(deps.sequelize, endpointId);
  if (!notice) return 0;
  const text = [
    `The webhook endpoint ${notice.url} of ${notice.organization} has been disabled. ${notice.disabledReason ?? 'Its deliveries kept failing.'}`,
    'No more events are sent to it. Its deliveries, with the answers your app gave, are listed at GET /webhook-endpoints/{id}/deliveries for 30 days.',
    'Once your app answers again, create a new endpoint to receive events.',
  ].join('\n\n');
  for (const to of notice.recipients) await deps.mailer.send({ to, subject: 'Webhook endpoint disabled', text });
  await markDisabledNoticeSent(deps.sequelize, endpointId);
  return notice.recipients.length;
}
