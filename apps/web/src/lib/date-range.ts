import { EVIDENCE_LIST } from '@evidence/shared/constants';

/** The parts of a dayjs value this needs (kept narrow so it is testable without a picker). Shared by the attestation list and the batch download filters. */
interface DayLike {
  startOf(unit: 'day'): { unix(): number };
}

/**
 * A picked date range as getList's unix seconds (000 §9): the start day's 00:00, and the end day's
 * 00:00 + 86400 − 1 s, so a single day covers the whole day. Local time, as the user picked it.
 */
export function rangeToSeconds(range: readonly [DayLike | null, DayLike | null] | null | undefined): { startTime?: number; endTime?: number } {
  if (!range) return {};
  const [start, end] = range;
  return {
    ...(start ? { startTime: start.startOf('day').unix() } : {}),
    ...(end ? { endTime: end.startOf('day').unix() + EVIDENCE_LIST.dayEndSeconds } : {}),
  };
}
