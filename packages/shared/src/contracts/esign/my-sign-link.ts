import { z } from 'zod';
import { zSignerId } from './flow-fields';

/** What the inbox's own calls say when they refuse (the signer is the caller, so the words address them). */
export const MY_SIGN_MSG = {
  notYourTurn: '还未轮到您签署，请等待前一位签署人完成签署',
  expired: '该合同已过签署截止时间',
  notSigning: '该合同已不在签署中',
  resultNotReady: '签署文件正在生成，请稍后再试',
  linkMade: '已为您生成新的签署链接，短信中的原链接已失效',
} as const;

/**
 * POST /api/ElcSign/mySignLink {signer_id}: the logged-in signer's own live signing link (a fresh one; the
 * texted one stops working), opening the same /h5elesign ceremony (decision 812). `url` is an in-app path.
 */
export const ZMySignLinkRequest = z.object({ signer_id: zSignerId });
export type TMySignLinkRequest = z.input<typeof ZMySignLinkRequest>;
export const ZMySignLinkResponse = z.object({ url: z.string(), expiresAt: z.number().int() });
export type TMySignLinkResponse = z.infer<typeof ZMySignLinkResponse>;
