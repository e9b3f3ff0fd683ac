import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Modal, Result } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useEntry } from '../api/entry';
import { useReject } from '../api/reject';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/** /h5elesign/stop — refusing the contract with a reason (confirmed first: it ends the flow for everyone). */
export function StopPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const reject = useReject(token);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (reject.isSuccess)
    return (
      <H5Frame step={null}>
        <Result status="info" title={ESIGN_MSG.rejectedDone} subTitle="发起方已收到您的拒签原因。" data-testid="h5-rejected" />
      </H5Frame>
    );
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={null} error={entry.error} onRetry={() => void entry.refetch()} />;
  const submit = () => {
    const r = reason.trim();
    if (!r) return setError(ESIGN_MSG.rejectReasonRequired);
    Modal.confirm({
      title: '确认拒签？',
      content: '拒签后本合同的签署流程将终止，所有签署人都无法继续签署。',
      okText: '确认拒签',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        reject.mutateAsync(r).catch((e: unknown) => {
          if (isLinkExpired(e)) return void navigate(h5Path('', token), { replace: true });
          setError(errorText(e));
        }),
    });
  };
  return (
    <H5Frame step={null} title="拒签">
      <dl className="ep-h5s__facts">
        <dt>合同名称</dt>
        <dd>{entry.data.title}</dd>
        <dt>发起方</dt>
        <dd>{entry.data.sender}</dd>
      </dl>
      <Input.TextArea rows={4} maxLength={200} showCount placeholder="请填写拒签原因" value={reason} onChange={(e) => {
          setReason(e.target.value);
          // a message about the reason goes once the signer types one
          if (error === ESIGN_MSG.rejectReasonRequired && e.target.value.trim()) setError(null);
        }} aria-label="拒签原因" data-testid="h5-reason" />
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__actions">
        <Button danger type="primary" size="large" block loading={reject.isPending} onClick={submit}>
          提交拒签
        </Button>
        <Button size="large" block onClick={() => void navigate(h5Path('step1', token))}>
          返回
        </Button>
      </div>
    </H5Frame>
  );
}
