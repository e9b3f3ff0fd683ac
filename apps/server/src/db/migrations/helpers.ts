import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect';

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Millisecond times and foreign ids: bigint (SQLite stores any integer in 'integer'). */
export const big = (dialect: DialectName) => (dialect === 'postgres' ? 'bigint' : 'integer');

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
