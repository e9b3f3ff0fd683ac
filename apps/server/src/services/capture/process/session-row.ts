import { CAPTURE_MSG } from '@evidence/shared/constants';
import type { Capture } from '../../../db/schema';
import { refuse } from '../../../errors';
import type { SessionFile } from '../session/package-session';

export type SessionRow = Capture & { kind: 'vm' | 'ott'; files: SessionFile[] };

/** A capture that is a recorded session (vm or ott) with its files parsed; a web capture's id answers like a missing one. */
export function loadSession(row: Capture): SessionRow {
  if (row.kind !== 'vm' && row.kind !== 'ott') throw refuse(CAPTURE_MSG.notFound);
  const files = row.files_json ? (JSON.parse(row.files_json) as SessionFile[]) : [];
  return { ...row, kind: row.kind, files };
}

/** The minutes a confirmation keeps: the used time rounded up to whole minutes, at least one, at most the reservation. */
export function minutesKept(row: Pick<Capture, 'used_ms' | 'reserved_minutes'>): number {
  const reserved = Number(row.reserved_minutes ?? 1);
  return Math.min(reserved, Math.max(1, Math.ceil(Number(row.used_ms ?? 0) / 60_000)));
}

/** What confirming gives back: the charge less the kept minutes at the charge's own per-minute price. */
export function confirmRefundCents(row: Pick<Capture, 'used_ms' | 'reserved_minutes' | 'charged_cents'>): number {
  const reserved = Number(row.reserved_minutes ?? 1);
  const charged = Number(row.charged_cents);
  const perMinute = Math.floor(charged / reserved);
  return Math.max(0, charged - perMinute * minutesKept(row));
}
