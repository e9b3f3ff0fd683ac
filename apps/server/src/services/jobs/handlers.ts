import type { AppContext } from '../../context';
import type { JobHandlers } from './job-types';

/**
 * Every kind of job the server runs, with its handler (docs/jobs.md "Adding a kind"). A worker claims
 * only the kinds listed here, so a node that does not know a kind (an older version during a rolling
 * update) leaves its jobs to nodes that do. Empty until the first feature adds its kind.
 */
export function jobHandlers(_ctx: AppContext): JobHandlers {
  return {};
}
