import { Modal, Typography } from 'antd';
import type { TNotaryQuote } from '@evidence/shared/contracts';
import { feeBreakdown, feeText } from '../lib/fee';

interface Props {
  /** the quote of the picked records, or null when closed */
  quote: TNotaryQuote | null;
  pending: boolean;
  onOk: () => void;
  onClose: () => void;
}

/**
 * 申请公证's confirmation (decision 851): the order is created only after the applicant has seen the fee
 * it will be charged, named here; the fee is sent with the application and the server refuses it if it
 * is no longer the fee computed now.
 */
export function ApplyConfirmDialog({ quote, pending, onOk, onClose }: Props) {
  return (
    <Modal
      open={quote !== null}
      title="确认申请公证"
      okText="确认费用并申请"
      cancelText="取消"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      {quote && (
        <>
          <p>
            将为所选 <strong>{quote.records}</strong> 条存证记录创建一个公证订单。
          </p>
          <p>
            公证费用：<Typography.Text strong>{feeText(quote)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{feeBreakdown(quote)}</Typography.Text>
          </p>
          <p>订单创建后须依次填写申请表、签署文书，并在“支付”步骤支付上述费用；支付前可随时终止订单。</p>
        </>
      )}
    </Modal>
  );
}
