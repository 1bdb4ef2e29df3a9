/**
 * The Prisma query a mutation's answer needs, never an empty `select`. A client may select only
 * `__typename` (or only `... on Error`) of a payload: the Prisma plugin then maps no field of the
 * record, and Prisma refuses `select: {}`. Reading the row id alone answers it.
 */
export const queried = <Q extends { select?: object }>(query: Q): Q =>
  query.select && Object.keys(query.select).length === 0 ? ({ ...query, select: { id: true } } as Q) : query;
