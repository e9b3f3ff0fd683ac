import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

// int8 columns hold millisecond times and ids; they fit in a JS number, so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric → number as well (sums)
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * The better-sqlite3 connection behind a SQLite Kysely instance, for the few whole-table scans
 * (ledger fsck) where building a row object per row through Kysely costs more than the work.
 */
const rawConnections = new WeakMap<Db, SQLite.Database>();
export function rawSqlite(db: Db): SQLite.Database | undefined {
  return rawConnections.get(db);
}

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * SQLite (WAL) at `$DATA_DIR/app.db` unless a PostgreSQL URL is given.
 * `pgSchema` puts every table in one schema: each test file gets its own that way.
 */
export function connectDatabase(opts: { dataDir: string; databaseUrl?: string; pgSchema?: string }): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a ledger batch is on disk before any caller gets its receipt (WAL with NORMAL may lose the
  // last transactions on power loss).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  rawConnections.set(db, sqlite);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Which database a Kysely instance talks to (for the few statements that differ). */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
