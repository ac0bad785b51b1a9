import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requireSession, requireTenantAdmin, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { idParam } from '../../http/params';
import { assertMayGrant } from '../../http/auth/grants';
import { createApiKeyBody, listApiKeysQuery } from '../schemas/api-keys';
import { presentApiKey, presentCreatedApiKey } from '../presenters/api-key';
import { listApiKeys } from '../../../db/accounts/api-keys';
import { createApiKey, revokeApiKey } from '../../../use-cases/accounts/api-keys';

/**
 * API keys for the organization's own systems: tenant admins only, signed in (a key never makes or revokes keys), and
 * nobody grants a key what it does not hold itself. The key is in the creation answer only.
 */
export function createApiKeysRouter(deps: ApiDeps): Router {
  const router = Router();
  const guards = [requireSession('manage API keys'), requireTenantAdmin('manage its API keys')];

  router.get('/api-keys', ...guards, validateQuery(listApiKeysQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query);
    const { rows, total } = await listApiKeys(deps.sequelize, tenantAuth(req).tenantId, {
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentApiKey)));
  });

  router.post(
    '/api-keys',
    ...guards,
    withBody(createApiKeyBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      assertMayGrant(auth.user, { permissions: input.permissions });
      const { apiKey, key } = await createApiKey(deps, { ...input, tenantId: auth.tenantId, userId: auth.user.id });
      res.status(201).json({ data: presentCreatedApiKey(apiKey, key) });
    }),
  );

  router.delete('/api-keys/:api_key_id', ...guards, async (req, res) => {
    await revokeApiKey(deps, tenantAuth(req).tenantId, idParam(req, 'api_key_id'));
    res.json({ message: 'API key revoked.' });
  });

  return router;
}
