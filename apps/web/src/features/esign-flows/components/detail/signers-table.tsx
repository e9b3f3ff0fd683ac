import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, Table, Typography } from 'antd';
import type { TDetailSigner } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useSaveApplyUrl } from '../../api/save-apply-url';
import { useSendSignSms } from '../../api/send-sign-sms';
import { SignerStatusTag } from '../status-tags';

const time = (ms: number | null) => (ms ? formatDateTime(ms) : '-');

/**
 * The signers with their status and times; for a signer whose turn it is, 重发短信 (a new link texted, at most
 * once a minute) and 复制签署链接 (a new link shown to copy). Either makes the signer's earlier link stop working,
 * which the buttons say.
 */
export function SignersTable({ flowId, signers }: { flowId: number; signers: TDetailSigner[] }) {
  const sms = useSendSignSms();
  const link = useSaveApplyUrl();
  const [copied, setCopied] = useState<{ name: string; url: string } | null>(null);
  const resend = (s: TDetailSigner) => sms.mutateAsync({ signId: flowId, signerId: s.id }).then((m) => toast.success(m), () => undefined);
  const copy = (s: TDetailSigner) =>
    link.mutateAsync({ signId: flowId, signerId: s.id }).then(
      (r) => setCopied({ name: s.name, url: r.url }),
      () => undefined,
    );
  return (
    <>
      <Table<TDetailSigner>
        rowKey="id"
        size="small"
        dataSource={signers}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '顺序', dataIndex: 'position', width: 56 },
          { title: '签署方', dataIndex: 'role', width: 72 },
          {
            title: '签署人',
            key: 'who',
            render: (_: unknown, s) => (
              <>
                <div>
                  {s.name}（{s.kindName}）
                </div>
                {s.companyName && <Typography.Text type="secondary">{s.companyName}</Typography.Text>}
              </>
            ),
          },
          { title: '手机号', dataIndex: 'phone', width: 118 },
          { title: '状态', dataIndex: 'status', width: 76, render: (_: string, s) => <SignerStatusTag status={s.status} name={s.statusName} /> },
          {
            title: '时间',
            key: 'times',
            width: 210,
            render: (_: unknown, s) => (
              <div className="ep-esign-times">
                <div>发送：{time(s.sentAt)}</div>
                {s.openedAt && <div>查看：{time(s.openedAt)}</div>}
                {s.signedAt && <div>签署：{time(s.signedAt)}</div>}
                {s.rejectedAt && <div>拒签：{time(s.rejectedAt)}{s.rejectReason ? `（${s.rejectReason}）` : ''}</div>}
              </div>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 180,
            fixed: 'right',
            render: (_: unknown, s) =>
              s.due ? (
                <span className="ep-list-actions">
                  <Button type="link" size="small" loading={sms.isPending && sms.variables?.signerId === s.id} onClick={() => void resend(s)} title="发送新的签署链接，原链接失效">
                    重发短信
                  </Button>
                  <Popconfirm
                    title="生成新的签署链接？"
                    description="签署人短信中的原链接将立即失效，签署人需用新链接重新核验身份和意愿。"
                    okText="生成"
                    cancelText="取消"
                    onConfirm={() => void copy(s)}
                  >
                    <Button type="link" size="small" loading={link.isPending && link.variables?.signerId === s.id} title="生成新的签署链接，原链接失效">
                      复制签署链接
                    </Button>
                  </Popconfirm>
                </span>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <Modal open={copied !== null} title={`${copied?.name ?? ''}的签署链接`} onCancel={() => setCopied(null)} footer={null} destroyOnHidden>
        <p>已生成新的签署链接，原链接已失效。请将链接发送给签署人本人：</p>
        <Typography.Paragraph copyable={{ text: copied?.url ?? '', tooltips: ['复制', '已复制'] }}>
          <Input.TextArea readOnly value={copied?.url} autoSize aria-label="签署链接" />
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
