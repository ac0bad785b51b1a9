import type { Operation } from '../operation';
import { accountOperations } from './accounts';
import { apiKeyOperations } from './api-keys';
import { contactOperations } from './contacts';
import { purchaseOperations } from './purchases';
import { messagingOperations } from './messaging';
import { senderIdOperations } from './sender-ids';
import { chatOperations } from './chat';
import { optOutOperations } from './opt-outs';
import { eventOperations } from './events';
import { webhookOperations } from './webhooks';

/** Every REST operation under /api; one file per area. */
export const operations: Operation[] = [
  ...accountOperations,
  ...apiKeyOperations,
  ...contactOperations,
  ...senderIdOperations,
  ...purchaseOperations,
  ...messagingOperations,
  ...chatOperations,
  ...optOutOperations,
  ...eventOperations,
  ...webhookOperations,
];
