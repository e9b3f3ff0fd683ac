/**
 * What the applicant is told about a notarial order's money (decisions 365–366): the money row's pay
 * state, how it was paid, the amount in the unit paid, and what is given back. The pay states are three
 * for the applicant: a row the order no longer needs (stopped, or failed by deCode: `cancelled`; a late
 * payment on such a row: `failed`) is 已取消, whatever came in later is told as 待原路退回.
 */
export const NOTARIAL_PAY_STATE_NAMES = { unpaid: '未支付', paid: '已支付', cancelled: '已取消' } as const;
export type NotarialPayState = keyof typeof NOTARIAL_PAY_STATE_NAMES;

/** How a notarial order was paid, as the applicant reads it. */
export const NOTARIAL_PAID_BY_NAMES = { points: '积分', wechat: '微信', alipay: '支付宝' } as const;
export type NotarialPaidBy = keyof typeof NOTARIAL_PAID_BY_NAMES;

/** The unit of an amount: points paid, or yuan through WeChat/Alipay. */
export const NOTARIAL_UNIT_NAMES = { points: '积分', yuan: '元' } as const;
export type NotarialUnit = keyof typeof NOTARIAL_UNIT_NAMES;

/** 办理进度 of an order that ended without a certificate (出证终止 / 出证失败): its step is history. */
export const NOTARY_STAGE_ENDED = '已结束';
