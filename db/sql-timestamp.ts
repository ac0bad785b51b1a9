/**
 * SQL that formats a timestamptz column exactly as lib/timestamps.ts does (UTC, milliseconds padded to
 * microseconds, `Z`), for lists whose JSON PostgreSQL builds itself.
 */
export const sqlTimestamp = (column: string): string =>
  `to_char(date_trunc('milliseconds', ${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
