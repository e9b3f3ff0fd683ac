/**
 * The server most specs share: demo accounts, an operator (who reads SMS codes from the outbox) and a few
 * evidence records of the demo accounts (attestation list journey), all made before it starts. One per
 * Playwright worker (fixtures.ts), so specs in different workers never see each other's data and the
 * suite can run on several workers.
 */
import path from 'node:path';
import { OPERATOR } from './accounts';
import { cliJs, repoRoot, startServerProcess, type ServerProcess } from './server-process';

export function startSharedServer(): Promise<ServerProcess> {
  return startServerProcess('shared', [
    [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
    [process.execPath, [cliJs, 'seed-demo']],
    [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-evidence-list.ts')]],
    [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-spare-member.ts')]],
  ]);
}
