/**
 * Orders, points and payments (001 §3, §4, §9). One `orders` table holds recharge (top-up) orders
 * and consumption orders; every change of a balance is a row of the points ledger.
 */

/** What an order is: a recharge, a consumption, or a notarial order (its procedure in notary_orders). */
export const OrderKind = { recharge: 'recharge', consumption: 'consumption', notarial: 'notarial' } as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];

/**
 * Payment state of an order, with the codes of the recharge filter (001 §9: 1 pending, 2 paid,
 * 4 cancelled, 3 failed). The member-order filter's own values (0 all, 1 pending, 2 paid,
 * 3 cancelled) are mapped onto these by the member service.
 */
export const PayStatus = { pending: 1, paid: 2, failed: 3, cancelled: 4 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];

/** 001 §4 labels, used exactly. */
export const PAY_STATUS_NAMES: Record<PayStatus, string> = {
  1: '待支付',
  2: '已支付',
  3: '支付失败',
  4: '已取消',
};

/**
 * How an order was (or is to be) paid. 1 is a platform gift (001 §4: never invoiceable);
 * consumption orders are paid with points.
 */
export const PayType = { gift: 1, alipay: 2, wechat: 3, points: 4 } as const;
export type PayType = (typeof PayType)[keyof typeof PayType];

export const PAY_TYPE_NAMES: Record<PayType, string> = {
  1: '平台赠送',
  2: '支付宝',
  3: '微信支付',
  4: '积分支付',
};

/** Where an order was made: 1 means the app (001 §3 `origin`), which must be paid in the app. */
export const OrderOrigin = { web: 0, app: 1 } as const;

/** Invoice state of an order (001 §4): 0 invoiceable, 1 pending, 2 issued, 3 failed. */
export const OrderInvoiceStatus = { none: 0, pending: 1, issued: 2, failed: 3 } as const;
export type OrderInvoiceStatus = (typeof OrderInvoiceStatus)[keyof typeof OrderInvoiceStatus];

/** Business type of a consumption order (001 §9 order type filter values). */
/** 11 电子签约 is ours (decision 400): 001 §9 lists no type for signing. */
export const BusType = { web: 2, tvBox: 8, dataPreservation: 5, virtualMachine: 9, phoneApp: 10, esign: 11 } as const;
export type BusType = (typeof BusType)[keyof typeof BusType];

export const BUS_TYPE_NAMES: Record<BusType, string> = {
  2: '网页取证',
  5: '数据存证',
  8: '电视盒子取证',
  9: '虚拟机取证',
  10: '手机APP取证',
  11: '电子签约',
};

/** Why a balance moved: each is one row of `points_ledger`. */
export const PointsMove = { recharge: 'recharge', consumption: 'consumption', refund: 'refund', gift: 'gift' } as const;
export type PointsMove = (typeof PointsMove)[keyof typeof PointsMove];

export const COMMERCE_MSG = {
  pointsInsufficient: '积分余额不足，请先购买积分',
  orderNotFound: '订单不存在',
} as const;
