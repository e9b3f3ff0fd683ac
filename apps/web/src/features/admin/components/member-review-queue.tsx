import { useState } from 'react';
import { Button, Form, Image, Input, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { MEMBER_LIMITS, MEMBER_MSG, PAGE_SIZE } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useDecideMember } from '../api/decide-member';
import { useMemberReviews } from '../api/member-reviews';

/**
 * 成员授权审核: memberships waiting for review (oldest first) with the authorization letter; 通过
 * binds the member, 驳回 needs a reason the company and the member read in a notice.
 */
export function MemberReviewQueue() {
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TMember | null>(null);
  const [modal, holder] = Modal.useModal();
  const [form] = Form.useForm<{ reason: string }>();
  const list = useMemberReviews(page);
  const decide = useDecideMember();

  function approve(m: TMember) {
    void modal.confirm({
      title: '通过审核',
      content: `确认${m.company_name}的成员“${m.name}”（${m.mobile}）的授权委托书有效？通过后该成员即绑定。`,
      okText: '通过',
      cancelText: '取消',
      onOk: async () => {
        try {
          await decide.mutateAsync({ memberId: m.member_id, approve: true });
          toast.success(MEMBER_MSG.approved);
        } catch (e) {
          reportError(e);
        }
      },
    });
  }

  async function reject(reason: string) {
    if (!rejecting) return;
    try {
      await decide.mutateAsync({ memberId: rejecting.member_id, approve: false, reason });
      toast.success(MEMBER_MSG.rejected);
      setRejecting(null);
    } catch (e) {
      reportError(e);
    }
  }

  const columns: TableColumnsType<TMember> = [
    { title: '提交时间', dataIndex: 'created_at', width: 170, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    { title: '企业', dataIndex: 'company_name', ellipsis: true },
    { title: '成员', dataIndex: 'name', width: 100 },
    { title: '成员手机号', dataIndex: 'mobile', width: 130, responsive: ['md'] },
    { title: '授权委托书', dataIndex: 'file_full_path', width: 120, render: (url: string | null) => (url ? <Image src={url} alt="授权委托书" width={80} height={56} style={{ objectFit: 'cover' }} /> : '-') },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_: unknown, m) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => approve(m)} data-testid={`member-approve-${m.member_id}`}>
            通过
          </Button>
          <Button type="link" size="small" danger onClick={() => setRejecting(m)}>
            驳回
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      {holder}
      <div className="ep-admin-toolbar">
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          刷新
        </Button>
      </div>
      <Table<TMember>
        rowKey="member_id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无待审核的成员授权' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, showSizeChanger: false, onChange: setPage }}
      />
      <Modal
        title="驳回成员授权"
        open={rejecting !== null}
        okText="确认驳回"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        cancelText="取消"
        onCancel={() => setRejecting(null)}
        onOk={() => void form.validateFields().then((v) => reject(v.reason.trim()), () => undefined)}
        afterClose={() => form.resetFields()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: MEMBER_MSG.rejectReasonRequired }]}>
            <Input.TextArea rows={4} maxLength={MEMBER_LIMITS.auditContentMax} showCount placeholder="例如：授权委托书未加盖公章" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
