import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Grid, Popconfirm, Result, Space, Spin, Table, Tag } from 'antd';
import { FACE_MSG } from '@evidence/shared/constants';
import type { TReviewDetail, TSubmissionSummary } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useApproveVerificationMutation } from '../api/approve-verification';
import { useVerificationDetail } from '../api/get-verification-detail';
import { useRejectVerificationMutation } from '../api/reject-verification';
import { RejectDialog } from './reject-dialog';
import { FaceSection } from './verification-face';
import { AuthorSection, CompanySection, PersonSection } from './verification-sections';
import { KIND_COLOR, STATUS_COLOR, accountTypeName, kindName, statusName, userStatusName } from './verification-labels';
import './verification.css';

const historyColumns = [
  { title: '提交时间', dataIndex: 'submittedAt', render: (ms: number) => formatDateTime(ms) },
  { title: '类型', dataIndex: 'kind', render: (k: string) => kindName(k) },
  { title: '状态', dataIndex: 'status', render: (s: number) => <Tag color={STATUS_COLOR[s]}>{statusName(s)}</Tag> },
  { title: '驳回原因', dataIndex: 'rejectReason', render: (r: string | null) => r ?? '-' },
];

function Summary({ d }: { d: TReviewDetail }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      className="ep-kyc-section"
      items={[
        { key: 'phone', label: '账号', children: d.phone },
        { key: 'account', label: '账号类型 / 认证状态', children: `${accountTypeName(d.accountType)} / ${userStatusName(d.userStatus)}` },
        { key: 'submitted', label: '提交时间', children: formatDateTime(d.submittedAt) },
        { key: 'status', label: '申请状态', children: <Tag color={STATUS_COLOR[d.status]}>{statusName(d.status)}</Tag> },
        ...(d.reviewedAt ? [{ key: 'reviewed', label: '审核', children: `${d.reviewerName ?? '-'} · ${formatDateTime(d.reviewedAt)}` }] : []),
        ...(d.rejectReason ? [{ key: 'reason', label: '驳回原因', children: d.rejectReason, span: 2 }] : []),
      ]}
    />
  );
}

function Body({ d }: { d: TReviewDetail }) {
  return (
    <>
      <Summary d={d} />
      {d.kind === 'author' && <Alert type="info" showIcon className="ep-kyc-section" title={`${d.company?.company ?? ''} 已通过企业认证，本次申请变更被授权人；通过后新的被授权人信息生效。`} />}
      {d.person && <PersonSection p={d.person} cleared={d.filesCleared} />}
      {d.face && <FaceSection face={d.face} pending={d.status === 2} />}
      {d.company && d.kind === 'company' && <CompanySection c={d.company} cleared={d.filesCleared} />}
      {d.company && d.kind === 'author' && <AuthorSection c={d.company} title="新被授权人" cleared={d.filesCleared} />}
      {d.amends && <AuthorSection c={d.amends} title="原被授权人（现行）" cleared={false} />}
      {d.history.length > 0 && (
        <>
          <h4 className="ep-kyc-history__title">该账号的其他申请</h4>
          <Table<TSubmissionSummary> rowKey="id" size="small" pagination={false} columns={historyColumns} dataSource={d.history} />
        </>
      )}
    </>
  );
}

/**
 * One submission for review: everything unmasked with the photos (the server audits each opening),
 * and, while 待审核, 通过 (with a confirmation) and 驳回 (with a reason).
 */
export function VerificationDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const detail = useVerificationDetail(id);
  const approve = useApproveVerificationMutation();
  const reject = useRejectVerificationMutation();
  const [rejecting, setRejecting] = useState(false);
  const d = detail.data;
  const pending = d?.status === 2;
  // an individual is approved only after the face check passed (the server enforces it too)
  const faceMissing = d?.kind === 'person' && d.face?.result !== 'SUCCESS';

  async function onApprove() {
    if (!d) return;
    try {
      await approve.mutateAsync({ id: d.id });
      toast.success('已通过审核');
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  async function onReject(reason: string) {
    if (!d) return;
    try {
      await reject.mutateAsync({ id: d.id, reason });
      toast.success('已驳回');
      setRejecting(false);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  const footer = pending ? (
    <Space className="ep-kyc-drawer__footer">
      <Button danger onClick={() => setRejecting(true)} disabled={approve.isPending}>
        驳回
      </Button>
      <Popconfirm title="确认通过该认证申请？" description="通过后用户的认证状态立即生效。" okText="通过" cancelText="取消" onConfirm={() => void onApprove()}>
        <Button type="primary" loading={approve.isPending} disabled={faceMissing} title={faceMissing ? FACE_MSG.approveNeedsFace : undefined}>
          通过
        </Button>
      </Popconfirm>
    </Space>
  ) : null;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      title={
        d ? (
          <Space>
            <Tag color={KIND_COLOR[d.kind]}>{kindName(d.kind)}</Tag>
            <span>{d.person?.userName ?? d.company?.company ?? ''}</span>
          </Space>
        ) : (
          '认证详情'
        )
      }
      footer={footer}
    >
      {detail.isLoading && <Spin className="ep-kyc-drawer__loading" />}
      {detail.isError && <Result status="warning" title={errorText(detail.error)} />}
      {d && <Body d={d} />}
      {d && <RejectDialog open={rejecting} clearsFiles={d.kind !== 'person'} submitting={reject.isPending} onCancel={() => setRejecting(false)} onSubmit={(r) => void onReject(r)} />}
    </Drawer>
  );
}
