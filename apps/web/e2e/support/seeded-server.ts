/**
 * A built server of its own on a fresh DATA_DIR, seeded before it starts by the given commands
 * (each run with that DATA_DIR in its environment). For specs that count rows exactly and must
 * not see what other specs did on the shared server.
 */
import { startServerProcess, type SeedCommand } from './server-process';

export { repoRoot } from './server-process';

export interface SeededServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `seeds`: [executable, args] pairs, run in order in the repository root. */
export async function startSeededServer(label: string, seeds: SeedCommand[]): Promise<SeededServer> {
  const { baseUrl, stop } = await startServerProcess(label, seeds);
  return { baseUrl, stop };
}
