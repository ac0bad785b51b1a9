import type { Operation } from '../operation';

const tag = 'Chat';
export const chatOperations: Operation[] = [
  { method: 'get', path: '/chat/templates', tag, summary: 'Approved chat templates: {data: [{id, name, language, variables (positional labels), status}]}', permission: ['messages.send'], success: { status: 200, description: '{data: [chat template]}' } },
];
