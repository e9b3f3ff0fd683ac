import { ZNotaryStopRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { ReasonDialog } from '@/components/reason-dialog';
import { useStopNotary } from '../api/stop';

interface Props {
  /** the order to end, or null when closed */
  order: { id: number; orderNo: string } | null;
  onClose: () => void;
}

/**
 * 终止订单's confirmation (001 §4: ending an unpaid order makes it void): an optional reason, checked by
 * the contract's own rule; the server's message is shown either way and the lists are read again.
 */
export function StopDialog({ order, onClose }: Props) {
  const stop = useStopNotary();
  return (
    <ReasonDialog
      open={order !== null}
      title="终止公证订单"
      okText="确定终止"
      reasonLabel="终止原因（选填）"
      required={false}
      rule={contractRule(ZNotaryStopRequest, 'reason', () => ({ orderId: order?.id ?? 1 }))}
      placeholder="可说明终止的原因"
      pending={stop.isPending}
      onSubmit={(reason) => stop.mutateAsync({ orderId: order!.id, reason })}
      onClose={onClose}
    >
      <p>
        确定终止订单 <span className="ep-mono">{order?.orderNo}</span> 吗？终止后订单作废，不能继续办理，也不能恢复。
      </p>
    </ReasonDialog>
  );
}
