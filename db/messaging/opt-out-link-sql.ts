/**
 * `{optout_link}` as SQL over a recipient's tenant id and number: the twin of domain/messaging/opt-out-token.ts
 * `optOutLink(publicBaseUrl, optOutToken(key, tenantId, phone))`. The key is read by an uncorrelated subquery,
 * which PostgreSQL evaluates once per statement.
 */
export const optOutLinkSql = (publicBaseUrlSql: string, tenantIdSql: string, phoneSql: string): string =>
  `(${publicBaseUrlSql} || '/u/' || opt_out_token((SELECT pads FROM opt_out_link_key), ${tenantIdSql}, ${phoneSql}))`;
