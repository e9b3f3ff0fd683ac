import type { TIntentView } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

/** What the handwriting signs, as the server describes it: the order, the documents, where the code goes, until when. */
export function IntentFacts({ intent }: { intent: TIntentView }) {
  return (
    <dl className="ep-psign__facts" data-testid="intent-facts">
      <dt>签字事项</dt>
      <dd>{intent.purpose}</dd>
      {intent.orderNo && (
        <>
          <dt>订单编号</dt>
          <dd data-testid="intent-order-no">{intent.orderNo}</dd>
        </>
      )}
      {intent.documents.length > 0 && (
        <>
          <dt>签署文件（请在电脑上阅读全文）</dt>
          <dd>
            <ol className="ep-psign__docs">
              {intent.documents.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ol>
          </dd>
        </>
      )}
      <dt>账户手机号</dt>
      <dd data-testid="intent-phone">{intent.phone}</dd>
      <dt>二维码有效期至</dt>
      <dd>{formatDateTime(intent.expiresAt)}</dd>
    </dl>
  );
}
