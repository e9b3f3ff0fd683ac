import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from './session';

/** Re-renders when the token, role or operator token changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
