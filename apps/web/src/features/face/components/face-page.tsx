import { useCallback } from 'react';
import { Button, Result, Spin, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FACE_MSG, FaceFlow, SubmissionStatus, VERIFY_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { FACE_KEY, useFaceVerifyInfo } from '../api/get-verify-info';
import { AliFlow } from './ali-flow';
import { DetectFlow } from './detect-flow';
import './face.css';

interface Props {
  bizToken: string | null;
  onBizToken: (token: string) => void;
  /** where the person's verification pages are, when built (links to unbuilt pages are left out) */
  personInfoPath: string | null;
  personFormPath: string | null;
  /** the flows the configured provider serves (site config; Tencent FaceID has no payment-app flow); undefined while loading */
  flows: readonly FaceFlow[] | undefined;
}

/**
 * /personage-face-kyc: the face check of the caller's individual submission under review. Without
 * such a submission it says so (and links to the form); after a passed check it says the documents
 * are under review; otherwise the QR flow and the payment-app flow, one tab each.
 */
export function FacePage({ bizToken, onBizToken, personInfoPath, personFormPath, flows }: Props) {
  const info = useFaceVerifyInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: [...FACE_KEY, 'verify-info'] }), [queryClient]);
  // 我已完成认证: the person's verification page, or (before it exists) this page with the new result
  const aliCompleted = () => (personInfoPath ? void navigate(personInfoPath) : reload());

  if (info.isPending || flows === undefined) return <Spin className="ep-face-loading" />;
  if (info.isError) return <Result status="warning" title={errorText(info.error)} extra={<Button onClick={() => void info.refetch()}>重试</Button>} />;
  const current = info.data.current?.kind === 'person' ? info.data.current : null;
  const face = current?.person?.face;
  const infoLink = personInfoPath ? <Link to={personInfoPath}>查看认证信息</Link> : null;

  if (current?.status === SubmissionStatus.approved) return <Result status="success" title={VERIFY_MSG.personVerified} extra={infoLink} />;
  if (!current || current.status !== SubmissionStatus.submitted) {
    return <Result status="info" title={FACE_MSG.noPending} extra={personFormPath ? <Link to={personFormPath}>去提交个人实名认证</Link> : null} />;
  }
  if (face?.result === 'SUCCESS') {
    return <Result status="success" title={FACE_MSG.successPage} subTitle={face.at ? `核验时间：${formatDateTime(face.at)}` : undefined} extra={infoLink} />;
  }
  if (flows.length === 0) return <Result status="info" title={FACE_MSG.off} />;
  const items = [
    { key: FaceFlow.detect, label: '扫码人脸核验', children: <DetectFlow bizToken={bizToken} onBizToken={onBizToken} lastFailed={face?.result === 'FAIL'} onFinal={reload} /> },
    { key: FaceFlow.ali, label: '使用支付宝扫码认证', children: <AliFlow onCompleted={aliCompleted} /> },
  ].filter((item) => flows.includes(item.key));
  return <Tabs className="ep-face-tabs" items={items} />;
}
