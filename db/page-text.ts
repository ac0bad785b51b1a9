/**
 * One page of a list as PostgreSQL wrote it: the rows as a JSON array text (`count` of them) and the total of
 * matches, for routes that send the rows without parsing them (api/http/pagination.ts paginatedJsonText).
 */
export interface PageText {
  dataText: string;
  count: number;
  total: number;
}
