import { useEffect, useRef } from 'react';
import { Button, Modal, Popconfirm, QRCode, Space, Spin, Typography } from 'antd';
import { PAY_POLL_MS, PAYMENT_MSG, PayChannel } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { useCancelPayMutation } from '../api/cancel-pay';
import { wxIsPay } from '../api/wx-is-pay';
import { submitPayForm } from './pay-form-submit';

interface Props {
  start: TPayStart | null;
  onClose: () => void;
  onPaid: () => void;
  onCancelled: () => void;
  /** 取消订单 for a recharge; a notarial fee is not cancelled here (the order is ended with 终止订单) */
  cancellable?: boolean;
}

/**
 * The pay dialog: WeChat shows the QR code; Alipay its 当面付 QR code (payUrl) and a button that opens the Alipay
 * page (电脑网站支付, the signed form in html), so a buyer pays with the phone or on the computer. While it is
 * open the order is asked every 3 s (001 §4, §9); once paid a success message shows and the dialog
 * closes by itself. 取消订单 cancels the order after a confirmation.
 */
export function PayDialog({ start, onClose, onPaid, onCancelled, cancellable = true }: Props) {
  const cancel = useCancelPayMutation();
  const handlers = useRef({ onPaid, onCancelled });
  useEffect(() => {
    handlers.current = { onPaid, onCancelled };
  });
  const orderNo = start?.order_no ?? null;

  useEffect(() => {
    if (!orderNo) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      void wxIsPay(orderNo).then((outcome) => {
        if (stopped || outcome === 'pending') return;
        stopped = true;
        window.clearInterval(timer);
        if (outcome === 'paid') {
          toast.success(PAYMENT_MSG.paid);
          handlers.current.onPaid();
        } else {
          toast.info(PAYMENT_MSG.cancelled);
          handlers.current.onCancelled();
        }
      });
    }, PAY_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [orderNo]);

  function cancelOrder(no: string) {
    cancel.mutate(no, {
      onSuccess: () => {
        toast.success(PAYMENT_MSG.cancelled);
        onCancelled();
      },
    });
  }

  if (!start) return null;
  const wechat = start.type === PayChannel.wechat;
  return (
    <Modal
      open
      title={wechat ? '微信支付' : '支付宝支付'}
      onCancel={onClose}
      maskClosable={false}
      width={420}
      footer={
        <Space>
          {cancellable ? (
            <Popconfirm title="确定取消该订单吗？" description="取消后该订单不能再支付" okText="确定" cancelText="再想想" onConfirm={() => cancelOrder(start.order_no)}>
              <Button danger loading={cancel.isPending}>取消订单</Button>
            </Popconfirm>
          ) : null}
          <Button onClick={onClose}>稍后支付</Button>
        </Space>
      }
    >
      <div className="ep-pay-dialog" data-testid="pay-dialog">
        <Typography.Paragraph>
          订单号：<span data-testid="pay-order-no">{start.order_no}</span>
        </Typography.Paragraph>
        <Typography.Paragraph>
          应付金额：<strong className="ep-pay-dialog__money">¥{start.money.toFixed(2)}</strong>
          {start.points > 0 ? `（${start.points.toFixed(2)} 积分）` : null}
        </Typography.Paragraph>
        {wechat && start.codeUrl ? (
          <>
            <QRCode value={start.codeUrl} size={200} className="ep-pay-dialog__qr" />
            <Typography.Paragraph strong>请使用微信扫一扫完成支付</Typography.Paragraph>
            <a href={start.codeUrl} target="_blank" rel="noopener noreferrer" data-testid="cashier-link">
              无法扫码？在手机上打开
            </a>
          </>
        ) : (
          <>
            {/* 当面付: the precreate's qr_code, scanned with the Alipay app (the local cashier's page in a demo) */}
            {start.payUrl ? (
              <>
                <QRCode value={start.payUrl} size={200} className="ep-pay-dialog__qr" />
                <Typography.Paragraph strong>请使用支付宝扫一扫完成支付</Typography.Paragraph>
              </>
            ) : null}
            {start.html ? (
              <>
                <Typography.Paragraph type={start.payUrl ? 'secondary' : undefined} strong={!start.payUrl}>
                  {start.payUrl ? '也可以直接打开支付宝页面付款，支付完成后本窗口会自动关闭。' : '请在新打开的支付宝页面完成支付，支付完成后本窗口会自动关闭。'}
                </Typography.Paragraph>
                <Button type={start.payUrl ? 'default' : 'primary'} onClick={() => start.html && submitPayForm(start.html)}>
                  前往支付宝支付
                </Button>
              </>
            ) : null}
          </>
        )}
        <Typography.Paragraph type="secondary" className="ep-pay-dialog__wait">
          <Spin size="small" /> 正在等待支付结果…
        </Typography.Paragraph>
        {start.isLocal && <Typography.Paragraph type="warning">当前为{PAYMENT_MSG.localNotice}：扫码或打开链接后，在收银台页面选择确认支付或取消支付，不会产生真实扣款。</Typography.Paragraph>}
      </div>
    </Modal>
  );
}
