import { z } from 'zod';
import { ESIGN, EsignFieldKind, EsignOrderMode, EsignSignerKind } from '../../constants/esign';
import { ESIGN_FLOW_MSG } from '../../constants/esign-flows';
import { MSG } from '../../constants/messages';
import { zId, zOptionalId } from '../../validators/ids';
import { isPrintableLine } from '../../validators/text';
import { zPhone } from '../../validators/phone';

/** The flow every sender call names (`sign_id`), and a signer of it (`signer_id`), by the shared id rule. */
export const zSignId = zId(ESIGN_FLOW_MSG.badSignId);
export const zSignerId = zId(ESIGN_FLOW_MSG.badSignerId);
export const zOptionalSignerId = zOptionalId(ESIGN_FLOW_MSG.badSignerId);

const line = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong }).refine(isPrintableLine, { error: MSG.invalidChars });

const pct = z.number({ error: ESIGN_FLOW_MSG.badField }).min(0, { error: ESIGN_FLOW_MSG.badField }).max(100, { error: ESIGN_FLOW_MSG.badField });

/** A field placed on an uploaded PDF, in percent of its page from the top-left corner (docs/esign.md). */
export const ZFlowFieldInput = z
  .object({
    kind: z.enum(Object.values(EsignFieldKind) as [EsignFieldKind, ...EsignFieldKind[]], { error: ESIGN_FLOW_MSG.badField }),
    page: z.number({ error: ESIGN_FLOW_MSG.badField }).int({ error: ESIGN_FLOW_MSG.badField }).min(1, { error: ESIGN_FLOW_MSG.badField }).max(ESIGN.maxPages, { error: ESIGN_FLOW_MSG.badField }),
    xPct: pct,
    yPct: pct,
    wPct: pct.refine((v) => v > 0, { error: ESIGN_FLOW_MSG.badField }),
    hPct: pct.refine((v) => v > 0, { error: ESIGN_FLOW_MSG.badField }),
    label: z.string().trim().max(30, { error: ESIGN_FLOW_MSG.badField }).refine(isPrintableLine, { error: MSG.invalidChars }).nullish(),
    required: z.boolean().optional(),
  })
  .refine((f) => f.xPct + f.wPct <= 100.0001 && f.yPct + f.hPct <= 100.0001, { error: ESIGN_FLOW_MSG.badField });
export type TFlowFieldInput = z.infer<typeof ZFlowFieldInput>;

export const ZFlowSignerInput = z
  .object({
    role: line(ESIGN_FLOW_MSG.roleRequired, 20, ESIGN_FLOW_MSG.roleRequired),
    name: line(ESIGN_FLOW_MSG.signerNameRequired, 30, ESIGN_FLOW_MSG.signerNameTooLong),
    phone: zPhone,
    kind: z.enum([EsignSignerKind.person, EsignSignerKind.company], { error: ESIGN_FLOW_MSG.badSignerKind }),
    companyName: z.string().trim().max(60, { error: ESIGN_FLOW_MSG.companyNameRequired }).refine(isPrintableLine, { error: MSG.invalidChars }).nullish(),
    fields: z.array(ZFlowFieldInput).max(ESIGN.maxFields, { error: ESIGN_FLOW_MSG.tooManyFields }).optional(),
    /** 本方自动盖章: the sender's own company's seal to apply at the send instead of a signing link (decision 827) */
    autoSealId: zOptionalId(ESIGN_FLOW_MSG.autoSealSealMissing).nullable(),
  })
  .refine((s) => s.kind !== EsignSignerKind.company || (s.companyName ?? '').length > 0, { error: ESIGN_FLOW_MSG.companyNameRequired, path: ['companyName'] });
export type TFlowSignerInput = z.input<typeof ZFlowSignerInput>;

/**
 * saveSign's `data` (JSON text in the multipart body): the flow as the wizard has it. A template flow names
 * `templateId` and takes its fields from the template per role; an uploaded one sends `fields` per signer.
 * The expiry is a number of days from sending (1–ESIGN.maxExpiryDays, default 7).
 */
export const ZSaveSignData = z.object({
  sign_id: zOptionalId(ESIGN_FLOW_MSG.badSignId),
  title: line(ESIGN_FLOW_MSG.titleRequired, 50, ESIGN_FLOW_MSG.titleTooLong),
  templateId: zOptionalId(ESIGN_FLOW_MSG.sourceRequired),
  orderMode: z.enum([EsignOrderMode.parallel, EsignOrderMode.sequential], { error: ESIGN_FLOW_MSG.badOrderMode }),
  expireDays: z
    .number({ error: ESIGN_FLOW_MSG.badExpiry })
    .int({ error: ESIGN_FLOW_MSG.badExpiry })
    .min(1, { error: ESIGN_FLOW_MSG.badExpiry })
    .max(ESIGN.maxExpiryDays, { error: ESIGN_FLOW_MSG.badExpiry })
    .default(ESIGN.defaultExpiryDays),
  remindEveryDays: z.number({ error: ESIGN_FLOW_MSG.badRemind }).int({ error: ESIGN_FLOW_MSG.badRemind }).min(0, { error: ESIGN_FLOW_MSG.badRemind }).max(7, { error: ESIGN_FLOW_MSG.badRemind }).default(0),
  ridingSeal: z.boolean().default(false),
  signers: z.array(ZFlowSignerInput).max(ESIGN.maxSigners, { error: ESIGN_FLOW_MSG.tooManySigners }),
  send: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
export type TSaveSignData = z.input<typeof ZSaveSignData>;
export type TSaveSignParsed = z.output<typeof ZSaveSignData>;
