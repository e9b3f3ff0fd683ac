import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { LinkButton } from '@/components/link-button';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useDetailSign } from '@/features/esign-flows/api/detail-sign';
import { Downloads } from '@/features/esign-flows/components/detail/downloads';
import { FlowFacts } from '@/features/esign-flows/components/detail/flow-facts';
import { FlowTimeline } from '@/features/esign-flows/components/detail/flow-timeline';
import { SignersTable } from '@/features/esign-flows/components/detail/signers-table';
import { RevokeDialog } from '@/features/esign-flows/components/revoke-dialog';
import { editPath } from '@/features/esign-flows/lib/paths';
import '@/components/list-page.css';
import '@/features/esign-flows/components/detail/detail.css';
import { accountCan } from '@/lib/access';
import { errorText } from '@/lib/api-client';

/**
 * /electric-sign/manage/detail/{id} — 签署详情: the facts and money, the signers with their status and times
 * (重发短信 / 复制签署链接 for those whose turn it is), the timeline, the downloads and 撤销 while 签署中.
 */
export function Component() {
  const { id } = useParams();
  const { data: info } = useAuthInfo();
  const detail = useDetailSign(id);
  const [revoking, setRevoking] = useState(false);
  const d = detail.data;
  return (
    <div className="ep-page">
      <BackBar backTo="/electric-sign/manage" />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        {detail.isPending && <Skeleton active />}
        {detail.isError && (
          <Alert
            type="error"
            showIcon
            title={errorText(detail.error)}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                重试
              </Button>
            }
          />
        )}
        {d && (
          <Space orientation="vertical" size={16} className="ep-esign-detail">
            <div className="ep-esign-detail-actions">
              <Downloads flowId={d.id} signedReady={d.canDownloadSigned} />
              <Space>
                {d.status === 'draft' && <LinkButton to={editPath(d.id)}>继续编辑</LinkButton>}
                {d.status === 'signing' && (
                  <Button danger onClick={() => setRevoking(true)}>
                    撤销
                  </Button>
                )}
              </Space>
            </div>
            <FlowFacts d={d} />
            <Card size="small" title="签署方">
              <SignersTable flowId={d.id} signers={d.signers} />
            </Card>
            <Card size="small" title="签署记录">
              <FlowTimeline events={d.timeline} />
            </Card>
          </Space>
        )}
      </section>
      <RevokeDialog flow={revoking && d ? d : null} onClose={() => setRevoking(false)} />
    </div>
  );
}
