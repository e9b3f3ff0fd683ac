import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import { PhonePage } from '@/components/phone-page';
import { errorText } from '@/lib/api-client';
import { cashierKey, useCashier } from '../api/cashier';
import { cashierCancel } from '../api/cashier-cancel';
import { cashierConfirm } from '../api/cashier-confirm';
import './cashier.css';

/**
 * /mobile/cashier/:token — the local test payment provider's cashier, opened on a phone from the QR
 * code (or by the Alipay form). It says in large letters that no money moves; 确认支付 / 取消支付
 * make the provider send its signed notice to the server, as a real provider would.
 */
export function CashierPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const view = useCashier(token);
  const act = useMutation({
    mutationFn: (action: 'confirm' | 'cancel') => (action === 'confirm' ? cashierConfirm(token) : cashierCancel(token)),
    meta: { silentError: true },
    onSuccess: (r) => queryClient.setQueryData(cashierKey(token), r),
  });

  let body: React.ReactNode;
  if (view.isPending) body = <Spin className="ep-cashier__state" />;
  else if (view.isError) body = <Result className="ep-cashier__state" status="warning" title={errorText(view.error)} />;
  else {
    const o = view.data;
    const pending = o.pay_status === PayStatus.pending;
    body = (
      <>
        <div className="ep-cashier__channel">{o.channel === PayChannel.wechat ? '微信支付（本地模拟）' : '支付宝（本地模拟）'}</div>
        <div className="ep-cashier__money" data-testid="cashier-money">
          ¥{o.money.toFixed(2)}
        </div>
        <dl className="ep-cashier__facts">
          <dt>订单号</dt>
          <dd data-testid="cashier-order-no">{o.order_no}</dd>
          <dt>商品</dt>
          <dd>{o.desc}</dd>
          {/* a notarial fee credits no points, nor does a payment owed back: the row is only for a credited purchase */}
          {o.points > 0 && !o.refund_note ? (
            <>
              <dt>到账积分</dt>
              <dd>{o.points.toFixed(2)}</dd>
            </>
          ) : null}
          <dt>订单状态</dt>
          <dd data-testid="cashier-status">{o.pay_status_name}</dd>
        </dl>
        {/* a payment that arrived but was not credited (another payer was first) must not read as a success */}
        {act.isSuccess && (
          <Result className="ep-cashier__state" status={act.data.refund_note ? 'warning' : act.data.pay_status === PayStatus.paid ? 'success' : 'info'} title={act.data.msg} data-testid="cashier-result" />
        )}
        {act.isError && <PhonePage.Error>{errorText(act.error)}</PhonePage.Error>}
        {pending ? (
          <PhonePage.Actions>
            <Button type="primary" size="large" block loading={act.isPending && act.variables === 'confirm'} disabled={act.isPending} onClick={() => act.mutate('confirm')}>
              确认支付
            </Button>
            <Button danger size="large" block loading={act.isPending && act.variables === 'cancel'} disabled={act.isPending} onClick={() => act.mutate('cancel')}>
              取消支付
            </Button>
          </PhonePage.Actions>
        ) : (
          !act.isSuccess &&
          (o.refund_note ? (
            <Result className="ep-cashier__state" status="warning" title={o.refund_note} data-testid="cashier-result" />
          ) : (
            <Result className="ep-cashier__state" status="info" title={`该订单${o.pay_status_name}，无需支付`} />
          ))
        )}
      </>
    );
  }

  return (
    <PhonePage notice={PAYMENT_MSG.localNotice} detail="此页面由本平台的本地测试服务提供，确认支付不会产生真实扣款，仅用于测试积分购买与公证费支付流程">
      {body}
    </PhonePage>
  );
}
