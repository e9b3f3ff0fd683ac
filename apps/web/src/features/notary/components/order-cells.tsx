import { Tag } from 'antd';
import { NotaryStatus } from '@evidence/shared/constants';

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

export function PayTag({ pay }: { pay: number }) {
  return pay === 1 ? <Tag color="success">已支付</Tag> : <Tag color="warning">未支付</Tag>;
}

/** 办理进度: the applicant's step, or the office's stage once the order is with the office. */
export function stageText(row: { step: string; stepName: string; officeStage: string | null }): string {
  return row.step === 'office' && row.officeStage ? row.officeStage : row.stepName;
}
