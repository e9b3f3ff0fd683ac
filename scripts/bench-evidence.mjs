/**
 * `npm run bench:evidence`: the evidence area's performance figures (issue 4), one benchmark after
 * the other so they do not compete for the CPU: the 1 GiB resumable ingest against openssl's SM3,
 * the attestation list at 1,000,000 records (SQLite and PostgreSQL), and the streamed ZIP of 1,000
 * files. Each prints its own figures and exits 1 on a missed target; this runs all of them and exits
 * 1 if any missed. `npm run bench:evidence -- list zip` runs only the named ones.
 */
import { spawnSync } from 'node:child_process';

const BENCHES = {
  ingest: 'apps/server/bench/evidence-ingest-bench.ts',
  list: 'apps/server/bench/evidence-list-bench.ts',
  zip: 'apps/server/bench/evidence-zip-bench.ts',
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHES);
const results = [];
for (const name of chosen) {
  const file = BENCHES[name];
  if (!file) {
    console.error(`unknown benchmark ${name}; choose from ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${name} (${file})`);
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', file], { stdio: 'inherit' });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'met   ' : 'MISSED'}  ${r.name}  (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
