import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * A signing secret: the configured value when given (several servers must share one), else
 * `$DATA_DIR/<fileName>`, created with 32 random bytes (mode 600) on first use. When two processes
 * start at once, the one that loses the exclusive create uses the winner's file.
 */
export function loadSecretFile(dataDir: string, fileName: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, fileName);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32);
    try {
      fs.writeFileSync(file, secret.toString('hex'), { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
}
