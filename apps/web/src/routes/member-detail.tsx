import { Alert, Spin, Tabs } from 'antd';
import { useParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useMemberDetail } from '@/features/members/api/detail';
import { MemberInfo } from '@/features/members/components/member-info';
import { MemberOrders } from '@/features/members/components/member-orders';
import { errorText } from '@/lib/api-client';

/** /member/:id — 成员详情 (001 §2.6): tabs 成员信息 and 消费记录. */
export function Component() {
  const id = Number(useParams().id);
  const detail = useMemberDetail(Number.isInteger(id) ? id : 0);
  let body;
  if (!Number.isInteger(id) || id <= 0) body = <Alert type="error" showIcon message="成员不存在" />;
  else if (detail.isLoading) body = <Spin />;
  else if (detail.isError || !detail.data) body = <Alert type="error" showIcon message={errorText(detail.error)} />;
  else
    body = (
      <Tabs
        items={[
          { key: 'info', label: '成员信息', children: <MemberInfo member={detail.data} /> },
          { key: 'orders', label: '消费记录', children: <MemberOrders memberId={id} /> },
        ]}
      />
    );
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{body}</section>
    </div>
  );
}
