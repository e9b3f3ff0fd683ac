import { NOTARY, NOTARY_MSG } from '@evidence/shared/constants';

/** A picked record, kept across pages and filters (the list only holds the page on screen). */
export interface Picked {
  id: number;
  baoquan: string;
  title: string;
  notaryType: number;
}

/** The facts of a selectList row that decide whether it may be picked. */
export interface Candidate extends Picked {
  selectable: boolean;
  reason: string | null;
}

export const isPicked = (selection: readonly Picked[], id: number) => selection.some((p) => p.id === id);

/**
 * Why this row cannot be added to the selection, or null when it can (or is already in it, so it can
 * always be taken out): the server's own reason first (上传中, 证据缺失, a kind not open), then the limit
 * of NOTARY.maxRecords, then one notary type an order (the server refuses a mix with the same words).
 */
export function blockReason(selection: readonly Picked[], row: Candidate): string | null {
  if (isPicked(selection, row.id)) return null;
  if (!row.selectable) return row.reason ?? NOTARY_MSG.recordNotSelectable;
  if (selection.length >= NOTARY.maxRecords) return NOTARY_MSG.tooManyRecords;
  const first = selection[0];
  if (first && first.notaryType !== row.notaryType) return NOTARY_MSG.mixedTypes;
  return null;
}

const pickedOf = (row: Candidate): Picked => ({ id: row.id, baoquan: row.baoquan, title: row.title, notaryType: row.notaryType });

/**
 * The selection after ticking (`on`) or unticking rows, in the order they were picked (the order of
 * the application form's evidence list). Rows that may not be added are left out; `refused` says why
 * the first of them was, so the page can tell the user instead of ignoring the click.
 */
export function toggleRows(selection: readonly Picked[], rows: readonly Candidate[], on: boolean): { next: Picked[]; refused: string | null } {
  if (!on) {
    const out = new Set(rows.map((r) => r.id));
    return { next: selection.filter((p) => !out.has(p.id)), refused: null };
  }
  const next = [...selection];
  let refused: string | null = null;
  for (const row of rows) {
    if (isPicked(next, row.id)) continue;
    const reason = blockReason(next, row);
    if (reason === null) next.push(pickedOf(row));
    else refused ??= reason;
  }
  return { next, refused };
}

/** The `ids` of POST /api/notary/apply: comma-joined, in the order picked. */
export const applyIds = (selection: readonly Picked[]) => selection.map((p) => p.id).join(',');
