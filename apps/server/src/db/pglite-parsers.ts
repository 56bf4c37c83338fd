import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver reads as text (timestamp, timestamptz, interval, date, and the
 * arrays of numeric, timestamp, timestamptz, interval and date): it maps them to values itself.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string) => value;
const PROBE = '2026-01-02 03:04:05';

type Parsers = NonNullable<QueryOptions['parsers']>;
type Query = PGlite['query'];

/** True when a query's parsers are exactly drizzle's: the TEXT_TYPES, each giving back its text. */
function isDrizzles(parsers: Parsers): boolean {
  const keys = Object.keys(parsers);
  if (keys.length !== TEXT_TYPES.length) return false;
  return TEXT_TYPES.every((oid) => typeof parsers[oid] === 'function' && parsers[oid](PROBE) === PROBE);
}

/**
 * drizzle hands PGlite its type parsers with every query, and PGlite then copies its own ~320
 * parsers and drizzle's into a new object for that query: about 0.2 ms of CPU and 120 KB of
 * garbage per query, more than the rest of a signed-in request's own work (decision 200). Set
 * once on the instance, drizzle's parsers give every query the same values, so the copy is
 * skipped: a query that brings exactly drizzle's parsers runs without them, and any other set of
 * parsers (a driver that changed them) still goes through as given. If the instance's parsers
 * were ever rebuilt (PGlite's `refreshArrayTypes`), nothing is skipped either.
 */
export function keepDrizzleParsersOnInstance(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const instanceHasThem = () => TEXT_TYPES.every((oid) => client.parsers[oid] === asText);
  // drizzle keeps one options object per prepared query: judged once.
  const judged = new WeakMap<QueryOptions, QueryOptions>();
  const lighter = (options: QueryOptions): QueryOptions => {
    let lighter = judged.get(options);
    if (!lighter) {
      lighter = options.parsers && isDrizzles(options.parsers) ? { ...options, parsers: undefined } : options;
      judged.set(options, lighter);
    }
    return lighter;
  };
  const withoutCopy = (query: Query): Query =>
    ((text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, options && instanceHasThem() ? lighter(options) : options)) as Query;
  client.query = withoutCopy(client.query.bind(client));
  // drizzle's transactions query through PGlite's transaction object, parsed by the same instance.
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = withoutCopy(tx.query);
      return callback(tx);
    })) as PGlite['transaction'];
}
