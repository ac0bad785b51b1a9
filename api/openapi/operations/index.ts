import type { Operation } from '../operation';
import { accountOperations } from './accounts';
import { contactOperations } from './contacts';
import { purchaseOperations } from './purchases';
import { smsOperations } from './sms';
import { messageOperations } from './messages';
import { senderIdOperations } from './sender-ids';

/** Every REST operation under /api; one file per area. */
export const operations: Operation[] = [
  ...accountOperations,
  ...contactOperations,
  ...senderIdOperations,
  ...purchaseOperations,
  ...smsOperations,
  ...messageOperations,
];
