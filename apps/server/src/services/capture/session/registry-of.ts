import type { AppContext } from '../../../context';
import { SessionRegistry } from './session-registry';

const registries = new WeakMap<object, SessionRegistry>();

/** The session registry of one app (its context): the job handler adds sessions, the socket and ticket calls read them. */
export function registryOf(ctx: Pick<AppContext, 'db'>): SessionRegistry {
  let r = registries.get(ctx.db);
  if (!r) registries.set(ctx.db, (r = new SessionRegistry()));
  return r;
}
