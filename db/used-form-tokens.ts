import { QueryTypes, type Sequelize } from 'sequelize';

/** Expired rows removed by each spend, oldest first: the table stays as small as the tokens still valid. */
const PURGE_PER_SPEND = 20;

/**
 * Records a public page's form token (by its digest) as spent until `validForSeconds` from now; true the first
 * time, false when it was spent before. One statement: two posts of the same token racing each other cannot both win.
 */
export async function spendFormTokenDigest(
  sequelize: Sequelize,
  digest: Buffer,
  validForSeconds: number,
): Promise<boolean> {
  const rows = await sequelize.query(
    `WITH purged AS (
       DELETE FROM used_form_tokens WHERE digest IN (
         SELECT digest FROM used_form_tokens WHERE expires_at <= now() ORDER BY expires_at LIMIT ${PURGE_PER_SPEND} FOR UPDATE SKIP LOCKED))
     INSERT INTO used_form_tokens (digest, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (digest) DO NOTHING
     RETURNING 1 AS spent`,
    { bind: [digest, validForSeconds], type: QueryTypes.SELECT },
  );
  return rows.length === 1;
}
