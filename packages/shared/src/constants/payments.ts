/**
 * Buying points (/buyCredits) and paying recharge orders (001 §4, §7, §8, §9; docs/points-and-payments.md).
 * Points are hundredths-exact on the server (`*_cents`); the page shows them with 2 decimals.
 */

/** 1 yuan buys this many points (docs/points-and-payments.md). */
export const POINTS_PER_YUAN = 1;

/** The amounts offered on /buyCredits, in yuan; any whole amount within the limits may be typed. */
export const RECHARGE_PRESETS_YUAN = [10, 50, 100, 500, 1000] as const;
export const RECHARGE_LIMITS_YUAN = { min: 1, max: 50_000 } as const;

/** The `type` of the pay calls (001 §7 "Pay again": 1 payment app = Alipay, 2 chat app = WeChat). */
export const PayChannel = { alipay: 1, wechat: 2 } as const;
export type PayChannel = (typeof PayChannel)[keyof typeof PayChannel];

export const PAYMENT_MSG = {
  amountInvalid: `请输入${RECHARGE_LIMITS_YUAN.min}-${RECHARGE_LIMITS_YUAN.max}之间的整数金额`,
  channelInvalid: '请选择支付方式',
  /** the channel no configured provider pays (PAYMENT_PROVIDER names another) */
  channelUnavailable: '该支付方式暂未开通，请选择其他支付方式',
  /** a recharge order whose prepay trade has closed at the provider (PAYMENT_ORDER_TTL_MINUTES after its first start) */
  rechargeExpired: '该订单已超过支付时限，请重新下单',
  /** a notarial fee whose prepay trade has closed at a provider no longer configured: it cannot be asked about (decision 952) */
  notarialPayExpired: '该公证订单的线上支付已超过时限，请使用积分支付或联系客服',
  /** the expired attempt was found paid at the provider (its notice was lost): settled now, not started again (decision 952) */
  notarialAlreadyPaid: '该公证订单已支付成功，无需再次支付，请刷新页面查看',
  /** the provider could not be asked about, or close, the expired attempt: no new one is opened (decision 952) */
  attemptCheckFailed: '暂时无法确认该订单上一次支付的状态，请稍后再试',
  orderNoRequired: '订单号不能为空',
  /** 001 §8: an app-origin order says to pay in the app */
  appOrder: '该订单为APP订单，请在APP中完成支付',
  notPayable: '该订单已支付或已关闭，不能继续支付',
  notCancellable: '该订单已支付或已关闭，不能取消',
  notPaidYet: '订单尚未支付',
  paid: '支付成功',
  cancelled: '订单已取消',
  failed: '支付失败',
  created: '订单已创建',
  subCannotBuy: '子账号不能购买积分',
  linkInvalid: '支付链接无效或订单不存在',
  /** the local cashier's banner: nobody may mistake it for a real payment */
  localNotice: '本地测试收银台（非真实支付）',
  cashierPaid: '支付成功，积分已到账',
  cashierCancelled: '已取消支付',
  // the local cashier, for a payment that arrived and is owed back (decision 797)
  cashierRefundOtherWay: '该订单已通过其他方式支付，本次付款将原路退回',
  cashierRefundNotPayable: '该订单已不能支付，本次付款将原路退回',
} as const;
