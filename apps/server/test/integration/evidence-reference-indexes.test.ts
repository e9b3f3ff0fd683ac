import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Decision 782: the lookups "which contract / document / capture / recording names this evidence row" run for every
 * page of the attestation list (deleteRefusals) and in the purge; each must use an index, not scan its table.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const lookups: [string, string][] = [
  ['notary_documents', 'evidence_id'],
  ['esign_flows', 'result_evidence_id'],
  ['captures', 'evidence_id'],
  ['bwc_recordings', 'evidence_id'],
  ['notary_order_items', 'evidence_id'],
];

describe('evidence reference lookups use an index', () => {
  it.each(lookups)('%s.%s', async (table, column) => {
    const query = `select id from ${table} where ${column} in (1, 2, 3)`;
    if (t.dialect === 'postgres') {
      // a plan over an empty table may still choose a scan; forbid it so the answer says whether an index exists
      // (in one transaction: the setting and the plan on the same connection)
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql.raw('set local enable_seqscan = off').execute(trx);
        return (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query}`).execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index|Bitmap/);
    } else {
      const plan = (await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(t.db)).rows.map((r) => r.detail).join('\n');
      expect(plan).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
