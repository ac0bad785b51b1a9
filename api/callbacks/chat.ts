import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { forbidden, unauthenticated } from '../http/errors/errors';
import { rawBodyOf } from '../http/middleware/raw-body';
import type { MessageOnly, Static } from '../http/openapi/response-schema';
import { hasValidHubSignature, secretsMatch } from '../../domain/chat/chat-webhook-signature';
import { takeChatWebhook } from '../../use-cases/chat/chat-webhook-intake';

const queryText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The chat provider's webhook (docs/interface.md §4.8c, docs/decisions.md §7, docs/providers.md §3.4). GET is the subscription
 * handshake. POST must be signed when CHAT_APP_SECRET is set (a bad or missing signature: 401, nothing stored);
 * anything signed is acknowledged with 200, also objects and fields we do not handle, since the provider retries
 * every other answer for days. Statuses update their chat messages, replies go to the inbox (RSVP taps answer).
 */
export function createChatWebhooksRouter(deps: ApiDeps): Router {
  // Strict and case-sensitive: only the one spelling whose raw bytes are kept is taken (raw-body.ts).
  const router = Router({ strict: true, caseSensitive: true });
  const log = deps.logger.child({ component: 'chat-webhook' });

  router.get('/webhooks/chat', (req, res) => {
    const { verifyToken } = deps.config.chat;
    const token = queryText(req.query['hub.verify_token']);
    if (!verifyToken || req.query['hub.mode'] !== 'subscribe' || token === null || !secretsMatch(token, verifyToken)) {
      throw forbidden('The verification token does not match.');
    }
    res.type('text/plain').send(queryText(req.query['hub.challenge']) ?? '');
  });

  router.post('/webhooks/chat', async (req, res) => {
    const { appSecret } = deps.config.chat;
    const raw = rawBodyOf(req);
    if (appSecret && (raw === null || !hasValidHubSignature(raw, req.get('x-hub-signature-256'), appSecret))) {
      throw unauthenticated('The X-Hub-Signature-256 header is missing or does not match the body.');
    }
    const summary = await takeChatWebhook(deps.sequelize, req.body);
    if (summary.unassigned > 0)
      log.warn(
        { unassigned: summary.unassigned },
        'inbound chat messages that matched no organization (no quote of ours, no chat message to the number within 24 h): kept, not listed',
      );
    log.debug(summary, 'chat webhook taken');
    res.json({ message: 'Webhook received.' } satisfies Static<typeof MessageOnly>);
  });

  return router;
}
