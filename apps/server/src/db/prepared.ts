import type { Db } from './client.ts';

/**
 * A query prepared once per database (or transaction) on first use: drizzle then skips building
 * its SQL on every call, the largest JavaScript cost of a hot request on PostgreSQL (decision 192).
 */
export function preparedPerDatabase<P>(prepare: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}
