/**
 * Runs the given server test files on a throwaway PostgreSQL (DATABASE_URL set), for checking one's own
 * files on both databases without the whole `npm test`:
 *   node scripts/test-files-on-postgres.mjs test/integration/notary-office-rules.test.ts …
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pg = await startThrowawayPostgres();
let status;
try {
  status = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url } }).status;
} finally {
  pg.stop();
}
process.exit(status ?? 1);
