/**
 * For the e-signing journey's third flow: `node --import tsx e2e-expire.ts <DATA_DIR> <flowNo>` moves a sent
 * flow's expiry (and its links') one second into the past in the running server's SQLite database — the
 * stand-in for days passing, since a flow's expiry is at least a day away. The server's own sweep
 * (ESIGN_SWEEP_INTERVAL_SECONDS) then ends it as it would after the real date.
 */
import path from 'node:path';
import { connectDatabase } from '../../../src/db/connect';

const [dataDir, flowNo] = process.argv.slice(2);
if (!dataDir || !flowNo) throw new Error('usage: e2e-expire.ts <DATA_DIR> <flowNo>');
const handle = connectDatabase({ dataDir: path.resolve(dataDir), databaseUrl: undefined });
try {
  const past = Date.now() - 1000;
  const flow = await handle.db.updateTable('esign_flows').set({ expires_at: past }).where('flow_no', '=', flowNo).where('status', '=', 'signing').returning('id').executeTakeFirstOrThrow();
  await handle.db.updateTable('esign_signers').set({ token_expires_at: past }).where('flow_id', '=', flow.id).where('token_hash', 'is not', null).execute();
  process.stdout.write(`${JSON.stringify({ flowId: Number(flow.id) })}\n`);
} finally {
  await handle.close();
}
