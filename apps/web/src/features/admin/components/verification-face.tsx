import { Alert, Descriptions, Tag } from 'antd';
import { FACE_MSG, FACE_PROVIDER_NAMES } from '@evidence/shared/constants';
import type { TFaceReview } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

const RESULT: Record<string, { color: string; text: string }> = {
  SUCCESS: { color: 'success', text: '核验通过' },
  FAIL: { color: 'error', text: '核验未通过' },
  PENDING: { color: 'processing', text: '核验中' },
};

/**
 * An individual's face check as the operator needs it to decide: the result, when, by which provider
 * (a local test result says it verifies nothing) and the provider's transaction id. Approval needs
 * 核验通过 (the server refuses otherwise).
 */
export function FaceSection({ face, pending }: { face: TFaceReview; pending: boolean }) {
  const r = face.result ? RESULT[face.result] : undefined;
  const provider = face.provider ? (FACE_PROVIDER_NAMES[face.provider] ?? face.provider) : '-';
  return (
    <>
      <Descriptions
        title="人脸核验"
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        className="ep-kyc-section"
        items={[
          { key: 'result', label: '核验结果', children: r ? <Tag color={r.color}>{r.text}</Tag> : <Tag>未核验</Tag> },
          { key: 'at', label: face.result === 'PENDING' ? '发起时间' : '核验时间', children: face.at ? formatDateTime(face.at) : '-' },
          { key: 'provider', label: '核验服务', children: face.provider === 'local' || face.provider === 'seed' ? <Tag color="warning">{provider}</Tag> : provider },
          { key: 'flow', label: '方式', children: face.flow === 'ali' ? '支付宝扫码' : face.flow === 'detect' ? '扫码人脸核验' : '-' },
          { key: 'txn', label: '核验流水号', children: face.transactionId ? <span className="ep-mono">{face.transactionId}</span> : '-', span: 2 },
          { key: 'attempts', label: '发起次数', children: String(face.attempts) },
        ]}
      />
      {pending && face.result !== 'SUCCESS' && <Alert type="warning" showIcon className="ep-kyc-section" title={FACE_MSG.approveNeedsFace} />}
    </>
  );
}
