import type { WebhooksConfig } from '../../infra/config';
import { createSecretBox, type SecretBox } from '../../infra/secret-box';

/** Seals endpoint signing secrets at rest, keyed by WEBHOOK_SECRETS_KEY (else JWT_SECRET) for this purpose only. */
export const webhookSecretBox = (config: WebhooksConfig): SecretBox =>
  createSecretBox(config.secretsKey, 'webhook-signing-secrets');
