// Every workflow the worker runs; the bundler starts here.
export * from './password-reset';
export * from './payment-polling';
export * from './scheduled-sms';
export * from './bulk-send';
export * from './birthday-wishes';
export * from './stuck-sends';
export * from './event-pledge-payment';
