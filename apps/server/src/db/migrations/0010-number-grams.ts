import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { rebuildEvidenceSearch } from './evidence-search-sql';
import { postgresSyncFunction, SQLITE_SEARCH_TRIGGERS, sqliteTriggers } from './0009-evidence-search';

/**
 * Keyword search finds parts of numbers through grams (docs/decisions.md 71): every run of 3 ASCII
 * digits of the title, the file name and the evidence number becomes a gram too
 * (evidence-search-sql.ts), so a partial evidence number no longer reads all of the caller's search
 * text. The triggers are written again with the new derivation and the rows rebuilt; a database
 * that had not reached 0009 gets them from 0009 already and pays the rebuild twice (once per
 * migration: about 1.5 minutes per million records on each database).
 */
export function numberGrams(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql.raw(postgresSyncFunction()).execute(db);
      } else {
        for (const name of SQLITE_SEARCH_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
        for (const statement of sqliteTriggers()) await sql.raw(statement).execute(db);
      }
      await rebuildEvidenceSearch(db, dialect);
    },
  };
}
