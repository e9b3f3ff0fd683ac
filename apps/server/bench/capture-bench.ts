/**
 * `npm run bench:capture` (issue 17's budgets): runs every benchmark file of apps/server/bench/capture/ in name
 * order, each a module whose default export is an async function that prints its own figures (the web capture
 * of a local 2 MB page, target < 10 s median; a 2-minute recorded session, target ≥ 10 frames/s at 1280 × 720
 * with server RSS growth < 400 MB). One file per part, so the parts are added without touching each other.
 * Prints figures; asserts nothing. `npm run bench:capture -- <name part>` runs only the files whose name has it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'capture');
const only = process.argv[2];

async function main(): Promise<void> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && (!only || f.includes(only)))
    .sort();
  if (files.length === 0) throw new Error(`no capture benchmark in ${dir}${only ? ` matching ${only}` : ''}`);
  for (const f of files) {
    console.log(`\n== ${f} ==`);
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default: () => Promise<void> };
    await mod.default();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
