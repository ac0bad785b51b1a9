import type { ActivityDeps } from './deps';
import { createAccountActivities } from './accounts/password-reset-mail';
import { createPaymentActivities } from './purchases/payments';
import { createBatchActivities } from './messaging/batches';
import { createBirthdayActivities } from './messaging/birthdays';
import { createStuckSendActivities } from './messaging/stuck-sends';
import { createPendingReportActivities } from './messaging/pending-reports';
import { createDeliveryReportInboxActivities } from './messaging/delivery-report-inbox';
import { createSmsInboundActivities } from './messaging/sms-inbound';
import { createQueuedSmsActivities } from './messaging/queued-sms';
import { createChatTemplateActivities } from './chat/chat-templates';
import { createEventPledgeActivities } from './events/pledge-payments';
import { createWebhookActivities } from './webhooks/endpoint-delivery';
import { createLowBalanceAlertActivities } from './accounts/low-balance-alerts';
import { createStageRunActivities } from './events/stage-runs';
import { createPaymentThanksActivities } from './events/payment-thanks';

export type { ActivityDeps } from './deps';

/** Every activity of the worker, built over one set of deps. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createAccountActivities(deps),
    ...createPaymentActivities(deps),
    ...createBatchActivities(deps),
    ...createBirthdayActivities(deps),
    ...createStuckSendActivities(deps),
    ...createPendingReportActivities(deps),
    ...createDeliveryReportInboxActivities(deps),
    ...createSmsInboundActivities(deps),
    ...createQueuedSmsActivities(deps),
    ...createChatTemplateActivities(deps),
    ...createEventPledgeActivities(deps),
    ...createWebhookActivities(deps),
    ...createLowBalanceAlertActivities(deps),
    ...createStageRunActivities(deps),
    ...createPaymentThanksActivities(deps),
  };
}
