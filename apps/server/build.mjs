// Bundles the server and its commands into dist/ with esbuild. npm packages stay external
// (installed by npm ci); the workspace's own packages (@evidence/*) are compiled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@evidence/'));

await build({
  // fsck-worker: the ledger fsck's worker threads load it from beside cli.js (src/ledger/fsck-pool.ts)
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts', 'fsck-worker': 'src/ledger/fsck-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js, apps/server/dist/cli.js');
