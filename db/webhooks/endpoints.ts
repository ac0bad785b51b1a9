/** A tenant's webhook endpoints: creating (with a cap), reading and deleting them, every query scoped by tenant. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { sqlTimestamp } from '../sql-timestamp';
import { WebhookEndpointLimitError } from '../../domain/webhooks/errors';

/** Endpoints one organization may hold: enough for an app per environment, bounded so fan-out stays cheap. */
export const MAX_ENDPOINTS_PER_TENANT = 10;

/** An endpoint as its tenant sees it (never its secret). */
export interface WebhookEndpointRecord {
  id: number;
  url: string;
  description: string | null;
  events: string[];
  status: 'enabled' | 'disabled';
  failing_since: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

const ENDPOINT_COLUMNS = `id, url, description, events, status, ${sqlTimestamp('failing_since')} AS failing_since,
  ${sqlTimestamp('disabled_at')} AS disabled_at, disabled_reason, ${sqlTimestamp('created_at')} AS created_at, ${sqlTimestamp('updated_at')} AS updated_at`;

export interface NewEndpoint {
  tenantId: number;
  userId: number;
  url: string;
  description: string | null;
  events: string[];
  secretCiphertext: string;
}

/** Inserts an endpoint unless the tenant holds the maximum already (its row is locked, so racing creates count each other). */
export async function insertEndpoint(sequelize: Sequelize, endpoint: NewEndpoint): Promise<WebhookEndpointRecord> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT id FROM tenants WHERE id = $1 FOR UPDATE', {
      bind: [endpoint.tenantId],
      transaction,
    });
    const [{ n } = missingRow('the endpoints count')] = await sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE tenant_id = $1',
      { bind: [endpoint.tenantId], type: QueryTypes.SELECT, transaction },
    );
    if (n >= MAX_ENDPOINTS_PER_TENANT)
      throw new WebhookEndpointLimitError(
        `An organization may have at most ${MAX_ENDPOINTS_PER_TENANT} webhook endpoints.`,
      );
    const [row = missingRow('the new endpoint')] = await sequelize.query<WebhookEndpointRecord>(
      `INSERT INTO webhook_endpoints (tenant_id, url, description, events, secret_ciphertext, created_by)
       VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
      {
        bind: [
          endpoint.tenantId,
          endpoint.url,
          endpoint.description,
          endpoint.events,
          endpoint.secretCiphertext,
          endpoint.userId,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return row;
  });
}

/** One page of the tenant's endpoints, newest first, and their number. */
export async function listEndpoints(
  sequelize: Sequelize,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WebhookEndpointRecord[]; total: number }> {
  const [rows, [{ total } = missingRow('the endpoints count')]] = await Promise.all([
    sequelize.query<WebhookEndpointRecord>(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE tenant_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      { bind: [tenantId, page.limit, page.offset], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>('SELECT count(*)::int AS total FROM webhook_endpoints WHERE tenant_id = $1', {
      bind: [tenantId],
      type: QueryTypes.SELECT,
    }),
  ]);
  return { rows, total };
}

/** The tenant's endpoint, or null (unknown or another tenant's). */
export async function findEndpoint(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
): Promise<WebhookEndpointRecord | null> {
  const [row] = await sequelize.query<WebhookEndpointRecord>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND tenant_id = $2`,
    { bind: [id, tenantId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/**
 * Deletes the tenant's endpoint with its undelivered events and its delivery history (cascade); false when it has no
 * such endpoint. Its workflow finds it gone on its next round and ends.
 */
export async function deleteEndpoint(sequelize: Sequelize, tenantId: number, id: number): Promise<boolean> {
  const rows = await sequelize.query('DELETE FROM webhook_endpoints WHERE id = $1 AND tenant_id = $2 RETURNING id', {
    bind: [id, tenantId],
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

/** A `webhook.test` event for one enabled endpoint of the tenant, due now; null when there is no such enabled endpoint. */
export async function insertTestEvent(
  sequelize: Sequelize,
  tenantId: number,
  endpointId: number,
  data: Record<string, unknown>,
): Promise<{ id: number; webhook_id: string } | null> {
  const [row] = await sequelize.query<{ id: number; webhook_id: string }>(
    `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
     SELECT tenant_id, id, 'webhook.test', $3::jsonb FROM webhook_endpoints WHERE id = $1 AND tenant_id = $2 AND status = 'enabled'
     RETURNING id, webhook_id`,
    { bind: [endpointId, tenantId, JSON.stringify(data)], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

/** What PATCH /webhook-endpoints/{id} may change; absent fields stay as they are. */
export interface EndpointChanges {
  url?: string;
  description?: string | null;
  events?: string[];
  enabled?: boolean;
}

/**
 * Changes the tenant's endpoint; null when it has no such endpoint. Enabling a disabled endpoint clears its failing
 * state (as a success does) and its disabled notice, so a later automatic disabling is mailed again. Disabling it
 * fails its pending events, as the automatic disabling does (markEndpointFailing), and marks the notice sent: the
 * admin who did it is not mailed about it. Setting `enabled` to what it already is changes nothing.
 */
export async function updateEndpoint(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
  changes: EndpointChanges,
): Promise<WebhookEndpointRecord | null> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<WebhookEndpointRecord>(
      `UPDATE webhook_endpoints SET url = coalesce($3, url),
         description = CASE WHEN $4::boolean THEN $5 ELSE description END,
         events = coalesce($6::text[], events), updated_at = now(),
         status = CASE WHEN $7::boolean IS NULL THEN status WHEN $7 THEN 'enabled' ELSE 'disabled' END,
         disabled_at = CASE WHEN $7::boolean IS NULL OR (status = 'disabled') = NOT $7 THEN disabled_at WHEN $7 THEN NULL ELSE now() END,
         disabled_reason = CASE WHEN $7::boolean IS NULL OR (status = 'disabled') = NOT $7 THEN disabled_reason
           WHEN $7 THEN NULL ELSE 'Disabled by an administrator.' END,
         disabled_mailed_at = CASE WHEN $7::boolean IS NULL OR (status = 'disabled') = NOT $7 THEN disabled_mailed_at
           WHEN $7 THEN NULL ELSE now() END,
         failing_since = CASE WHEN $7 AND status = 'disabled' THEN NULL ELSE failing_since END,
         consecutive_failures = CASE WHEN $7 AND status = 'disabled' THEN 0 ELSE consecutive_failures END,
         paused_until = CASE WHEN $7 AND status = 'disabled' THEN NULL ELSE paused_until END
       WHERE id = $1 AND tenant_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
      {
        bind: [
          id,
          tenantId,
          changes.url ?? null,
          changes.description !== undefined,
          changes.description ?? null,
          changes.events ?? null,
          changes.enabled ?? null,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (row && changes.enabled === false)
      await sequelize.query(
        `UPDATE webhook_events SET status = 'failed' WHERE endpoint_id = $1 AND status = 'pending'`,
        { bind: [id], transaction },
      );
    return row ?? null;
  });
}

/**
 * Replaces the endpoint's signing secret; the one it replaces keeps signing beside it for `overlapMs` (a secret
 * rotated twice within that time drops the oldest). Null when the tenant has no such endpoint.
 */
export async function rotateEndpointSecret(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
  secretCiphertext: string,
  overlapMs: number,
): Promise<WebhookEndpointRecord | null> {
  const [row] = await sequelize.query<WebhookEndpointRecord>(
    `UPDATE webhook_endpoints SET previous_secret_ciphertext = secret_ciphertext, secret_ciphertext = $3,
       previous_secret_expires_at = now() + $4 * interval '1 millisecond', updated_at = now()
     WHERE id = $1 AND tenant_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    { bind: [id, tenantId, secretCiphertext, overlapMs], type: QueryTypes.SELECT },
  );
  return row ?? null;
}
