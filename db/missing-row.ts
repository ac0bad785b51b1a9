/**
 * The default of the row of a query that always answers exactly one (an aggregate without GROUP BY, a SELECT without
 * FROM, an INSERT … RETURNING of one row): `const [row = missingRow('the tenant counts')] = await sequelize.query(…)`.
 * None is a bug, said by name here rather than as a TypeError a few lines on.
 */
export function missingRow(query: string): never {
  throw new Error(`${query}: the query answered no row`);
}
