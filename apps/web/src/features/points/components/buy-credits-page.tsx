import { useState } from 'react';
import { Alert, Result, Spin, Typography } from 'antd';
import { PAYMENT_MSG, type PayChannel } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { toast } from '@/lib/feedback';
import { useCancelPayMutation } from '../api/cancel-pay';
import { useDoPayMutation } from '../api/do-pay';
import { useRechargeOrder } from '../api/get-order';
import { usePayMutation } from '../api/pay';
import { usePriceList } from '@/lib/price-list';
import { BuyForm, type BuyChoice } from './buy-form';
import { PayDialog } from './pay-dialog';
import { ResumeOrder } from './resume-order';
import './points.css';

interface Props {
  /** `?orderNo=`: an existing order to pay again or cancel (the orders page links here) */
  orderNo: string | null;
  canBuy: boolean;
  balance: number | undefined;
  /** the balance changed: the route refreshes the user info (header) */
  onPaid: () => void;
}

/**
 * /buyCredits — 购买积分 (001 §2.3, §4, §7): choose an amount and WeChat or Alipay, pay in the
 * dialog (polled until paid), or with ?orderNo= pay again or cancel a pending order.
 */
export function BuyCreditsPage({ orderNo, canBuy, balance, onPaid }: Props) {
  const prices = usePriceList();
  const order = useRechargeOrder(canBuy ? orderNo : null);
  const payNew = usePayMutation();
  const payAgain = useDoPayMutation();
  const cancel = useCancelPayMutation();
  const [start, setStart] = useState<TPayStart | null>(null);

  if (!canBuy) return <Result status="info" title={PAYMENT_MSG.subCannotBuy} subTitle="企业的积分由企业主账号购买，子账号使用企业的积分。" />;
  if (prices.isPending || (orderNo && order.isPending)) return <Spin className="ep-buy__loading" />;
  if (prices.isError) return <Result status="warning" title={errorText(prices.error)} />;

  const closeDialog = () => {
    setStart(null);
    if (orderNo) void order.refetch();
  };
  const paid = () => {
    setStart(null);
    onPaid();
    if (orderNo) void order.refetch();
  };
  const buy = (c: BuyChoice) => payNew.mutate(c, { onSuccess: setStart });
  const again = (type: PayChannel) => orderNo && payAgain.mutate({ order_no: orderNo, type }, { onSuccess: setStart });
  const cancelOrder = () =>
    orderNo &&
    cancel.mutate(orderNo, {
      onSuccess: () => {
        toast.success(PAYMENT_MSG.cancelled);
        void order.refetch();
      },
    });

  const p = prices.data;
  return (
    <div className="ep-buy">
      <Typography.Paragraph>
        当前可用积分：<strong className="ep-buy__balance" data-testid="buy-balance">{formatPoints(balance)}</strong>
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        className="ep-buy__gap"
        title={`1 元 = ${p.pointsPerYuan} 积分；每保全一个文件扣除 ${formatPoints(p.preserve)} 积分。平台赠送的积分不可开具发票。`}
      />
      {p.providerIsLocal && <Alert type="warning" showIcon className="ep-buy__gap" title={`当前支付为${PAYMENT_MSG.localNotice}`} description="二维码与支付宝页面均由本平台的本地测试收银台提供，不会产生真实扣款。" />}
      {orderNo ? (
        order.isError ? (
          <Result status="warning" title={errorText(order.error)} />
        ) : order.data ? (
          <ResumeOrder order={order.data} busy={payAgain.isPending} onPay={again} onCancel={cancelOrder} />
        ) : null
      ) : (
        <BuyForm prices={p} busy={payNew.isPending} onSubmit={buy} />
      )}
      <PayDialog start={start} onClose={closeDialog} onPaid={paid} onCancelled={closeDialog} />
    </div>
  );
}
