// Every workflow the worker runs; the bundler starts here.
export * from './accounts/password-reset';
export * from './purchases/payment-polling';
export * from './messaging/send-batch';
export * from './messaging/birthday-wishes';
export * from './messaging/stuck-sends';
export * from './messaging/pending-reports';
export * from './messaging/delivery-report-inbox';
export * from './messaging/sms-inbound';
export * from './messaging/queued-sms';
export * from './chat/sync-chat-templates';
export * from './events/pledge-payment';
export * from './webhooks/endpoint-delivery';
export * from './accounts/low-balance-alerts';
export * from './events/event-stage';
export * from './events/chat-sms-fallback';
export * from './events/payment-thanks';
export * from './events/payment-thanks-sweep';
