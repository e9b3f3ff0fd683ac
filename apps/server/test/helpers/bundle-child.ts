import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles a child-process entry (a test's server that kills itself, say) into one ESM file the way
 * build.mjs bundles the server: npm packages external, the workspace's own packages compiled in. A test
 * that starts the same child many times runs `node <bundle>` instead of `node --import tsx <entry>`,
 * which transpiles the whole server again in every child (jobs-kill.test.ts starts about forty: 7 s
 * each under load through tsx, 4 s from the bundle). The file lives in apps/server/test/dist/ (ignored
 * by git and ESLint) so that Node resolves the packages from apps/server; `remove()` deletes it.
 */
export async function bundleChild(entry: string): Promise<{ file: string; remove: () => void }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@evidence/'));
  const file = path.join(serverDir, 'test', 'dist', `${path.basename(entry, '.ts')}-${randomBytes(4).toString('hex')}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}
