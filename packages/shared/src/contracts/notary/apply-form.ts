import { z } from 'zod';
import { NOTARY_FORM, NOTARY_MSG } from '../../constants/notary';
import { isNationalId } from '../../validators/national-id';
import { isPhone } from '../../validators/phone';
import { MSG } from '../../constants/messages';
import { isPrintableLine } from '../../validators/text';
import { zNotaryOrderId } from './fields';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/**
 * One printed line: what the applicant types becomes a line of the application form and the interview
 * record, so a line break (which could add lines that look like the template's own 问/答) or an invisible
 * character is refused, not stored.
 */
const line = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong }).refine(isPrintableLine, { error: MSG.invalidChars });
const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }).refine(isPrintableLine, { error: MSG.invalidChars });

/**
 * POST /api/notary/saveApplyForm: what the applicant fills on the electronic application form (the
 * applicant's identity is not sent: the server reads it from the verification). The agent is all
 * three fields or none (an ID number or phone that is filled but wrong is named as such, decision 368); the promise that the evidence was obtained lawfully must be given ('1').
 */
export const ZNotaryApplyFormRequest = z
  .object({
    orderId: zNotaryOrderId,
    purpose: text(NOTARY_MSG.purposeRequired, NOTARY_FORM.purposeMax, NOTARY_MSG.purposeTooLong),
    method: text(NOTARY_MSG.methodRequired, NOTARY_FORM.methodMax, NOTARY_MSG.methodTooLong),
    agentName: z.preprocess(blank, line(NOTARY_FORM.agentNameMax, NOTARY_MSG.agentNameTooLong).optional()),
    agentIdCard: z.preprocess(blank, z.string().trim().toUpperCase().refine((v) => isNationalId(v), { error: NOTARY_MSG.agentIdCardInvalid }).optional()),
    agentPhone: z.preprocess(blank, z.string().trim().refine((v) => isPhone(v), { error: NOTARY_MSG.agentPhoneInvalid }).optional()),
    remark: z.preprocess(blank, line(NOTARY_FORM.remarkMax, NOTARY_MSG.remarkTooLong).optional()),
    promise: z.preprocess((v) => (v === true || v === 1 ? '1' : v), z.literal('1', { error: NOTARY_MSG.promiseRequired })),
  })
  .refine((f) => [f.agentName, f.agentIdCard, f.agentPhone].every((v) => v === undefined) || [f.agentName, f.agentIdCard, f.agentPhone].every((v) => v !== undefined), {
    error: NOTARY_MSG.agentIncomplete,
  });
export type TNotaryApplyFormRequest = z.input<typeof ZNotaryApplyFormRequest>;
export type TNotaryApplyForm = z.output<typeof ZNotaryApplyFormRequest>;

/** GET /api/notary/applyForm {orderId}: the form to read and fill. */
export const ZNotaryApplyFormQuery = z.object({ orderId: zNotaryOrderId });

export const ZNotaryApplyFormView = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  step: z.string(),
  matter: z.string(),
  /** the verified applicant (read-only): 个人 or 企业, its name, masked ID / credit code, phone */
  applicant: z.object({
    kind: z.enum(['person', 'company']),
    name: z.string(),
    idMasked: z.string(),
    phone: z.string(),
    /** a company's authorised person, who acts for it */
    representative: z.string().nullable(),
  }),
  /** the saved form, or the defaults */
  form: z.object({
    purpose: z.string(),
    method: z.string(),
    agentName: z.string(),
    agentIdCard: z.string(),
    agentPhone: z.string(),
    remark: z.string(),
    promise: z.boolean(),
  }),
  savedAt: z.number().int().nullable(),
  /** the fee fixed when the order was made, in points and in yuan (decision 852) */
  fee: z.object({ points: z.number(), yuan: z.number() }),
  records: z.array(z.object({ id: z.number().int(), baoquan: z.string(), fileName: z.string(), size: z.number().int(), saveTime: z.number().int(), sha256: z.string(), sm3: z.string() })),
});
export type TNotaryApplyFormView = z.infer<typeof ZNotaryApplyFormView>;
