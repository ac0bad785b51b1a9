/**
 * `POST /__sandbox/chat/verify`: performs Meta's subscription handshake against the webhook URL (docs/providers.md §3.4)
 * with the verify token and a random challenge, and reports whether the platform echoed the challenge.
 */
import { randomInt } from 'node:crypto';

export interface VerifyConfig {
  webhookUrl: string;
  verifyToken: string | null;
}

export interface VerifyResult {
  url: string;
  challenge: string;
  status: number | null;
  body: string | null;
  error: string | null;
  matched: boolean;
}

/** `{"verify_token"?}` overrides the configured token (to see the platform refuse a wrong one). */
export async function verifyWebhook(config: VerifyConfig, body: Record<string, unknown>): Promise<VerifyResult> {
  const token = typeof body.verify_token === 'string' ? body.verify_token : (config.verifyToken ?? '');
  const challenge = String(randomInt(1_000_000_000, 2_000_000_000));
  const url = new URL(config.webhookUrl);
  url.searchParams.set('hub.mode', 'subscribe');
  url.searchParams.set('hub.verify_token', token);
  url.searchParams.set('hub.challenge', challenge);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const text = await response.text();
    return {
      url: config.webhookUrl,
      challenge,
      status: response.status,
      body: text,
      error: null,
      matched: response.status === 200 && text === challenge,
    };
  } catch (error) {
    return { url: config.webhookUrl, challenge, status: null, body: null, error: String(error), matched: false };
  }
}
