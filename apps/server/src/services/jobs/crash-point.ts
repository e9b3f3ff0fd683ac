/**
 * A test-only kill hook (issue 23 item 6): with EVIDENCE_TEST_CRASH_AT naming a step, reaching that step
 * throws (or, with EVIDENCE_TEST_CRASH_EXIT=1, kills the process at once, as a SIGKILL would), so a test
 * can make a job die exactly there and check what its retry does. Inert unless the variable is set;
 * refused under NODE_ENV=production so a stray variable can never stop a live server mid-record.
 */
export class TestCrash extends Error {}

export function crashPoint(step: string): void {
  const at = process.env.EVIDENCE_TEST_CRASH_AT;
  if (!at) return;
  if (process.env.NODE_ENV === 'production') throw new Error('EVIDENCE_TEST_CRASH_AT is a test hook and is refused in production');
  if (at !== step) return;
  if (process.env.EVIDENCE_TEST_CRASH_EXIT === '1') process.kill(process.pid, 'SIGKILL');
  throw new TestCrash(`test crash at ${step}`);
}
