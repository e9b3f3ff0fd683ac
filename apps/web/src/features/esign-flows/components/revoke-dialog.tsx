import { ZStopSignRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { ReasonDialog } from '@/components/reason-dialog';
import { useStopSign } from '../api/stop-sign';

interface Props {
  /** the flow to revoke, or null when closed */
  flow: { id: number; flowNo: string; title: string } | null;
  onClose: () => void;
}

/**
 * 撤销's confirmation: a reason (required, told to the signers), what happens to the links and the points.
 * The server's answer is shown either way; the lists are read again.
 */
export function RevokeDialog({ flow, onClose }: Props) {
  const stop = useStopSign();
  return (
    <ReasonDialog
      open={flow !== null}
      title="撤销签署"
      okText="确定撤销"
      reasonLabel="撤销原因"
      required
      rule={contractRule(ZStopSignRequest, 'reason', () => ({ sign_id: flow?.id ?? 1 }))}
      placeholder="将通过短信告知签署人"
      pending={stop.isPending}
      onSubmit={async (reason) => {
        const r = await stop.mutateAsync({ signId: flow!.id, reason: reason ?? '' });
        return r.refunded > 0 ? `${r.msg}，已退还 ${r.refunded} 积分` : r.msg;
      }}
      onClose={onClose}
    >
      <p>
        确定撤销《{flow?.title}》（<span className="ep-mono">{flow?.flowNo}</span>）吗？撤销后所有签署链接立即失效，签署人会收到短信通知，流程不能恢复。
        若尚无人签署，发起时扣除的积分将退还。
      </p>
    </ReasonDialog>
  );
}
