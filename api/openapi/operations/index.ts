import type { Operation } from '../operation';
import { accountOperations } from './accounts';
import { contactOperations } from './contacts';

/** Every REST operation under /api; one file per area. */
export const operations: Operation[] = [
  ...accountOperations,
  ...contactOperations,
];
