import type { TProcessFile } from '@evidence/shared/contracts';
import type { EnvironmentReport } from '../environment';
import type { ActionEntry } from '../session/action-log';
import type { SessionRow } from './session-row';

/** What facts_json holds for a session once recorded (session-job.ts writes it). */
export interface SessionFacts {
  environment?: EnvironmentReport;
  actions?: ActionEntry[];
  browser?: string;
  userAgent?: string | null;
  viewport?: { width: number; height: number };
}

export function sessionFacts(row: SessionRow): SessionFacts {
  return row.facts_json ? (JSON.parse(row.facts_json) as SessionFacts) : {};
}

/** The files as pages see them (no blob keys). */
export const shownFiles = (row: SessionRow): TProcessFile[] => row.files.map((f) => ({ role: f.role, name: f.name, size: f.size, sha256: f.sha256, sm3: f.sm3, mime: f.mime }));

export const checkItems = (f: SessionFacts) => (f.environment?.items ?? []).map((i) => ({ item: i.item, result: i.result, ok: i.ok, ...(i.unchecked ? { unchecked: true } : {}) }));
