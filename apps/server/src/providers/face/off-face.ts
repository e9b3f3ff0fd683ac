import { FACE_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import type { FaceProvider } from './face-provider';

/**
 * FACE_PROVIDER=off: no face session can be started. Since an operator approves an individual only
 * after a face check passed (decision 92), individuals cannot be verified until a provider is set.
 */
export function offFaceProvider(): FaceProvider {
  const off = () => Promise.reject(refuse(FACE_MSG.off));
  return {
    name: 'off',
    flows: [],
    isLocal: false,
    enabled: false,
    startDetect: off,
    startAli: off,
    // a session started under another provider earlier can no longer finish
    queryDetect: async () => ({ outcome: 'EXPIRED' }),
    queryAli: async () => ({ outcome: 'EXPIRED' }),
  };
}
