import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { ROOT } from '../root.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Most connections the pool opens (postgres.js); null for the embedded database. */
  poolMax: number | null;
  /** Applies every pending drizzle-kit migration. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (postgres.js keeps one connection for it and listens again after a reconnect);
   * `onListen` runs each time the LISTEN is in place (again); resolves to UNLISTEN.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(ROOT, 'drizzle');

/** Called with every SQL statement the app sends (benchmarks count statements per request). */
export type QueryListener = (query: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string | null }
) & { onQuery?: QueryListener };

const queryLogger = (listener: QueryListener | undefined) => (listener ? { logQuery: (query: string) => listener(query) } : false);

/** Opens PostgreSQL through postgres.js, or embedded PGlite (in dataDir, or in memory when null). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const poolMax = options.max ?? 10;
    // While the database is out of reach a request should fail fast (503 UNAVAILABLE) and the pool come
    // back fast: connecting gives up after 10 s (not 30), and reconnection attempts wait at most 1 s
    // (postgres.js's default backoff grows to 20 s, holding every queued request that long).
    const client = postgres(options.url, {
      max: poolMax,
      connect_timeout: 10,
      backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
      onnotice: () => undefined,
    });
    preparedStatements(client);
    const db = drizzle(client, { schema, logger: queryLogger(options.onQuery) });
    return {
      db,
      kind: 'postgres',
      poolMax,
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      listen: async (channel, onPayload, onListen) => {
        const { unlisten } = await client.listen(channel, onPayload, onListen);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm: the trigram index of the dashboard's name search (a migration creates the extension).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger: queryLogger(options.onQuery) });
  return {
    db,
    kind: 'pglite',
    poolMax: null,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process, one connection: the LISTEN is never lost, so it is in place once.
    listen: async (channel, onPayload, onListen) => {
      const unlisten = await client.listen(channel, onPayload);
      onListen?.();
      return () => unlisten();
    },
    close: () => client.close(),
  };
}


/** Statements with more parameters than this are lists spelled out one parameter per item: not kept. */
const MOST_PARAMETERS_PREPARED = 32;

/**
 * Makes drizzle's statements named prepared statements on each connection (postgres.js keeps them per
 * connection, and its connections are renewed every 30–60 minutes): drizzle asks postgres.js for unnamed
 * ones, which costs a second round trip (parse and describe, then execute) and a new parse in PostgreSQL
 * on every query. A statement whose parameters spell out a list (`in ($1, … $n)`) would be kept once per
 * length, so those stay unnamed. Transactions and savepoints get the same client.
 */
function preparedStatements(client: Sql): void {
  const unsafe = client.unsafe.bind(client);
  const prepared: Sql['unsafe'] = (query, params, options) =>
    unsafe(query, params, { ...options, prepare: (params?.length ?? 0) <= MOST_PARAMETERS_PREPARED });
  client.unsafe = prepared;
  for (const name of ['begin', 'savepoint'] as const) {
    const original: unknown = Reflect.get(client, name);
    if (typeof original !== 'function') continue;
    Reflect.set(client, name, (...args: unknown[]) => {
      const body = args.at(-1);
      if (typeof body !== 'function') return Reflect.apply(original, client, args);
      return Reflect.apply(original, client, [...args.slice(0, -1), (tx: Sql) => (preparedStatements(tx), Reflect.apply(body, undefined, [tx]))]);
    });
  }
}

/**
 * Runs raw SQL and returns its rows with the same shape on both drivers (PGlite answers `{rows}`,
 * postgres.js an array); callers parse them (zod). Prefer the query builder; use this only where it cannot express the query.
 */
export async function rawRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}

/** Answers when the database answers a trivial query (health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
