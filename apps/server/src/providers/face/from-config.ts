import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import type { FaceProvider } from './face-provider';
import { localFaceProvider } from './local-face';
import { offFaceProvider } from './off-face';

/** The face provider FACE_PROVIDER names: the local test stand-in by default, or none ('off'). */
export function faceProviderFromConfig(config: Config['face'], db: Db): FaceProvider {
  if (config.provider === 'off') return offFaceProvider();
  return localFaceProvider(db);
}
