import type { Operation } from '../operation';
import { accountOperations } from './accounts';

/** Every REST operation under /api; one file per area. */
export const operations: Operation[] = [
  ...accountOperations,
];
