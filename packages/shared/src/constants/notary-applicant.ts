/**
 * What the applicant must do next on a notarial order (issue 24 item 5, decisions 856–858): the
 * words /notary shows on the row and the button that opens that step. The server computes which one applies
 * (services/notary/applicant-action.ts) from the order's state; these are only the words.
 */
export const APPLICANT_ACTION_KINDS = ['fillForm', 'sign', 'decode', 'pay', 'confirm'] as const;
export type ApplicantActionKind = (typeof APPLICANT_ACTION_KINDS)[number];

export const APPLICANT_ACTION_WORDS: Record<ApplicantActionKind, { label: string; button: string }> = {
  fillForm: { label: '待您填写申请表', button: '去填写' },
  sign: { label: '待您签署', button: '去签署' },
  decode: { label: '待您数据解密', button: '去解密' },
  pay: { label: '待您支付', button: '去支付' },
  // the second signing: the 受理通知书's receipt and the notary's 询问笔录
  confirm: { label: '待您确认询问笔录', button: '去确认签署' },
};

/**
 * The office's part as the applicant's stepper shows it: 受理 → 询问 → 出证 (issue 24 item 5). Each office
 * stage belongs to one phase; the phase is the current one until its stage is passed.
 */
export const OFFICE_PHASES = ['受理', '询问', '出证'] as const;
const PHASE_OF_STAGE: Record<string, number> = { submitted: 0, accepted: 1, interview: 1, confirming: 1, confirmed: 2, issuing: 2, issued: 3 };

/** 0 受理 … 2 出证 the current phase, 3 all done (issued); 0 for an order not yet with the office. */
export function officePhaseIndex(officeStage: string | null | undefined): number {
  return officeStage ? (PHASE_OF_STAGE[officeStage] ?? 0) : 0;
}
