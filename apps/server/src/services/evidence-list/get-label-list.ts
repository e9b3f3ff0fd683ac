import { EVIDENCE_LIST } from '@evidence/shared/constants';
import type { TGetLabelListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';

/** The labels of the caller's visible records, most used first (the list's and batch download's label filter). */
export async function getLabelList(db: Db, p: UserPrincipal): Promise<TGetLabelListResponse> {
  const rows = await visibleEvidence(db, p)
    .select((eb) => ['evidence.label', eb.fn.countAll<number>().as('n')])
    .where('evidence.label', 'is not', null)
    .where('evidence.label', '<>', '')
    .groupBy('evidence.label')
    .orderBy('n', 'desc')
    .orderBy('evidence.label')
    .limit(EVIDENCE_LIST.labelsMax)
    .execute();
  return rows.map((r) => ({ label: r.label ?? '' }));
}
