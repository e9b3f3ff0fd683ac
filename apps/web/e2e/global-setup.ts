/**
 * Checks that the platform was built before any spec starts a server of it (each Playwright worker starts
 * its own shared server: support/fixtures.ts; some specs start one of their own).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default function globalSetup(): void {
  for (const file of ['apps/server/dist/server.js', 'apps/server/dist/cli.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(repoRoot, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
}
