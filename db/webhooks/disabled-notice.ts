import { QueryTypes, type Sequelize } from 'sequelize';

export interface DisabledEndpointNotice {
  url: string;
  disabledReason: string | null;
  organization: string;
  /** Emails of the organization's admins. */
  recipients: string[];
}

/** A disabled endpoint whose admins were not told yet, with what the mail says; null otherwise. */
export async function disabledEndpointToNotify(
  sequelize: Sequelize,
  endpointId: number,
): Promise<DisabledEndpointNotice | null> {
  const [row] = await sequelize.query<DisabledEndpointNotice>(
    `SELECT e.url, e.disabled_reason AS "disabledReason", t.name AS organization,
       coalesce((SELECT array_agg(u.email::text ORDER BY u.id) FROM users u WHERE u.tenant_id = e.tenant_id AND u.role = 'admin'), '{}') AS recipients
     FROM webhook_endpoints e JOIN tenants t ON t.id = e.tenant_id
     WHERE e.id = $1 AND e.status = 'disabled' AND e.disabled_mailed_at IS NULL`,
    { bind: [endpointId], type: QueryTypes.SELECT },
  );
  return row ?? null;
}

export async function markDisabledNoticeSent(sequelize: Sequelize, endpointId: number): Promise<void> {
  await sequelize.query('UPDATE webhook_endpoints SET disabled_mailed_at = now() WHERE id = $1', {
    bind: [endpointId],
  });
}
