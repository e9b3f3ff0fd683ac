import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built web app is: WEB_DIST, else apps/web/dist, seen from src/ or dist/. */
export function webDistOf(config: { webDist?: string | undefined }): string {
  return config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}
