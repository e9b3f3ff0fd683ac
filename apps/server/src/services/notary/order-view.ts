import {
  NOTARY_STATUS_NAMES,
  NOTARY_STEP_NAMES,
  NOTARY_TYPE_NAMES,
  OFFICE_STAGE_NAMES,
  type NotaryStatus,
  type NotaryStep,
  type OfficeStage,
} from '@evidence/shared/constants';

/** The order's description in `orders` (what the orders page and statements show). */
export const NOTARY_DESCRIPTION = (records: number) => `保全证据公证（${records}条存证记录）`;

export const stepName = (step: string) => NOTARY_STEP_NAMES[step as NotaryStep] ?? step;
export const statusName = (status: number) => NOTARY_STATUS_NAMES[status as NotaryStatus] ?? String(status);
export const typeName = (type: number) => NOTARY_TYPE_NAMES[type] ?? String(type);
export const officeStageName = (stage: string | null) => (stage === null ? null : (OFFICE_STAGE_NAMES[stage as OfficeStage] ?? stage));
