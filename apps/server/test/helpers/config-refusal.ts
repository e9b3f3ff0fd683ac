import { loadConfig } from '../../src/config';

/** The message a start with this environment stops with (on its own DATA_DIR); throws when it is accepted. */
export function configRefusal(dataDir: string, env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}
