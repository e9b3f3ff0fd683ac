import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MSG } from '../../constants/invoices';
import { requiredText } from '../../validators/text';
import { zPhone } from '../../validators/phone';
import { zEmail } from '../../validators/formats';
import { zInvoiceRefId, zInvoiceOptText, blankToUndefined } from './fields';

/** 纳税人识别号: 15–20 letters or digits (the 18-character credit code, or an older 15/20-character number). */
export const TAX_NUM_PATTERN = /^[0-9A-Z]{15,20}$/;

const zHeaderType = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.union([z.literal(1), z.literal(2)], { error: INVOICE_MSG.headerTypeInvalid }),
);

/**
 * 税号: optional here, required for type 2 by `requireTypeFields` (decision 209: an individual has no
 * tax number; a 非企业单位 may give its credit code). When given, it must be well-formed for either type.
 */
const zTaxNum = z.preprocess(
  blankToUndefined,
  z
    .string({ error: INVOICE_MSG.taxNumInvalid })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(TAX_NUM_PATTERN, { error: INVOICE_MSG.taxNumInvalid }))
    .optional(),
);

/** The fields of a header (001 §3, §5). Tax number, bank name, account, address and phone are required only for type 2. */
const headerFields = {
  head: requiredText(INVOICE_MSG.headRequired, INVOICE_LIMITS.headMax),
  type: zHeaderType.default(2),
  taxNum: zTaxNum,
  bankName: zInvoiceOptText(100, '开户银行不能超过100个字符'),
  account: zInvoiceOptText(40, '银行账号不能超过40个字符'),
  street: zInvoiceOptText(200, '注册地址不能超过200个字符'),
  phoneNumber: zInvoiceOptText(30, '注册电话不能超过30个字符'),
  mobile: zPhone,
  email: zEmail,
};

/** What type 2 (企业) must give and type 1 (个人/非企业单位) may leave empty. */
const ENTERPRISE_FIELDS = [
  ['taxNum', INVOICE_MSG.taxNumRequired],
  ['bankName', INVOICE_MSG.bankNameRequired],
  ['account', INVOICE_MSG.accountRequired],
  ['street', INVOICE_MSG.streetRequired],
  ['phoneNumber', INVOICE_MSG.phoneNumberRequired],
] as const;

type HeaderShape = { type: 1 | 2; taxNum?: string | undefined; bankName?: string | undefined; account?: string | undefined; street?: string | undefined; phoneNumber?: string | undefined };

function requireTypeFields(v: HeaderShape, ctx: z.RefinementCtx) {
  if (v.type !== 2) return;
  for (const [field, message] of ENTERPRISE_FIELDS) {
    if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** POST /api/invoice/addInvoice. */
export const ZAddInvoiceRequest = z.object(headerFields).superRefine(requireTypeFields);
export type TAddInvoiceRequest = z.input<typeof ZAddInvoiceRequest>;
export type THeaderInput = z.output<typeof ZAddInvoiceRequest>;

/** POST /api/invoice/editInvoice: the header's id and its fields. */
export const ZEditInvoiceRequest = z.object({ id: zInvoiceRefId(INVOICE_MSG.headerNotFound), ...headerFields }).superRefine(requireTypeFields);
export type TEditInvoiceRequest = z.input<typeof ZEditInvoiceRequest>;

/** POST /api/invoice/delInvoice (id). */
export const ZDelInvoiceRequest = z.object({ id: zInvoiceRefId(INVOICE_MSG.headerNotFound) });
export type TDelInvoiceRequest = z.input<typeof ZDelInvoiceRequest>;

/** One header (001 §3). */
export const ZInvoiceHeader = z.object({
  id: z.number().int(),
  head: z.string(),
  type: z.number().int(),
  taxNum: z.string(),
  bankName: z.string(),
  account: z.string(),
  street: z.string(),
  phoneNumber: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type TInvoiceHeader = z.infer<typeof ZInvoiceHeader>;

/** What the server fixes for an enterprise account: its verified name, type 2 and, when known, its credit code. */
export const ZHeaderLock = z.object({ head: z.string(), type: z.literal(2), taxNum: z.string().nullable() });
export type THeaderLock = z.infer<typeof ZHeaderLock>;

/** GET /api/invoice/riseList: the caller's headers, and what the form needs to apply §5. */
export const ZRiseListResponse = z.object({
  list: z.array(ZInvoiceHeader),
  count: z.number().int(),
  max: z.number().int(),
  /** real-name verified (userStatus 3): may add headers */
  verified: z.boolean(),
  /** an enterprise account's fixed head, type and tax number, else null */
  lock: ZHeaderLock.nullable(),
});
export type TRiseListResponse = z.infer<typeof ZRiseListResponse>;

export const ZHeaderSaved = z.object({ id: z.number().int() });
export type THeaderSaved = z.infer<typeof ZHeaderSaved>;
