import { Tag } from 'antd';
import { NotaryStatus } from '@evidence/shared/constants';
import type { TNotaryMoneyFacts } from '@evidence/shared/contracts';
import { payText, refundTexts } from '@/lib/notary-money';

const STATUS_COLOR: Record<number, string> = {
  [NotaryStatus.inProgress]: 'processing',
  [NotaryStatus.succeeded]: 'success',
  [NotaryStatus.terminated]: 'default',
  [NotaryStatus.failed]: 'error',
};

/** 出证中 / 出证成功 / 出证终止 / 出证失败 (001 §4), with the end reason under an ended order. */
export function NotaryStatusTag({ notarial, name, endReason }: { notarial: number; name: string; endReason?: string | null }) {
  return (
    <>
      <Tag color={STATUS_COLOR[notarial] ?? 'default'}>{name}</Tag>
      {endReason && notarial !== NotaryStatus.inProgress && <span className="ep-notary-end-reason">{endReason}</span>}
    </>
  );
}

const PAY_STATE_COLOR: Record<string, string> = { paid: 'success', unpaid: 'warning', cancelled: 'default' };

/** 未支付 / 已支付 · 积分 / 已取消 (decision 366). */
export function PayTag({ facts }: { facts: Pick<TNotaryMoneyFacts, 'payState' | 'payStateName' | 'paidByName'> }) {
  return <Tag color={PAY_STATE_COLOR[facts.payState] ?? 'default'}>{payText(facts)}</Tag>;
}

/** 已退还 … 积分 / 退款中 · 已退款 · 退款失败（原因） ¥… / 待原路退回 ¥… under the money, or nothing (decision 365). */
export function RefundNote({ facts }: { facts: Pick<TNotaryMoneyFacts, 'refunded' | 'refundDue' | 'refunds'> }) {
  const lines = refundTexts(facts);
  if (lines.length === 0) return null;
  return (
    <span className="ep-notary-refund">
      {lines.map((l) => (
        <span key={l}>{l}</span>
      ))}
    </span>
  );
}
