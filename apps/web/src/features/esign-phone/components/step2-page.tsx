import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Input } from 'antd';
import { MSG } from '@evidence/shared/constants';
import { isNationalId } from '@evidence/shared/validators';
import { errorText } from '@/lib/api-client';
import { useEntry } from '../api/entry';
import { useIdentity } from '../api/identity';
import { h5Path, isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/**
 * /h5elesign/step2 — who holds the link proves to be the signer: a verified account's holder (or a
 * company's authorised person) types the ID number the verification holds; a new signer types theirs and
 * passes the face check of name + number (the page opens the face provider's page and polls on face-out).
 */
export function Step2Page({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const identity = useIdentity(token);
  const [idCard, setIdCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={1} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (entry.data.identityDone) return <Navigate to={h5Path('step3', token)} replace />;
  const e = entry.data;
  const face = e.identityPath === 'face';

  const submit = () => {
    const v = idCard.trim().toUpperCase();
    if (!isNationalId(v)) return setError(MSG.idCardInvalid);
    setError(null);
    identity.mutate(v, {
      onSuccess: (r) => {
        if (r.done) return void navigate(h5Path('step3', token), { replace: true });
        if (r.faceUrl) {
          window.open(r.faceUrl, '_blank', 'noopener');
          void navigate(h5Path('face-out', token), { state: { faceUrl: r.faceUrl } });
        }
      },
      onError: (err) => (isLinkExpired(err) ? void navigate(h5Path('', token), { replace: true }) : setError(errorText(err))),
    });
  };

  return (
    <H5Frame step={1}>
      <dl className="ep-h5s__facts">
        {e.signerKind === 'company' && (
          <>
            <dt>签署企业</dt>
            <dd>{e.companyName}</dd>
          </>
        )}
        <dt>{e.signerKind === 'company' ? '经办人' : '签署人'}</dt>
        <dd>{e.signerName}</dd>
        <dt>手机号码</dt>
        <dd>{e.phone}</dd>
      </dl>
      <p className="ep-h5s__note">
        {e.signerKind === 'company'
          ? '请输入贵企业实名认证时登记的经办人（授权人）身份证号码。'
          : face
            ? '您尚未在本平台完成实名认证：请输入您的身份证号码，随后进行人脸识别，核验姓名与身份证号码是否属于您本人。'
            : '请输入您实名认证时登记的身份证号码。'}
      </p>
      <Input size="large" maxLength={18} placeholder="请输入身份证号码" value={idCard} onChange={(ev) => setIdCard(ev.target.value)} onPressEnter={submit} aria-label="身份证号码" data-testid="h5-idcard" />
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__actions">
        <Button type="primary" size="large" block loading={identity.isPending} onClick={submit}>
          {face ? '下一步：人脸识别' : '核验身份'}
        </Button>
      </div>
    </H5Frame>
  );
}
