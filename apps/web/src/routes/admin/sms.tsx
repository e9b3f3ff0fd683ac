import { Tabs, Typography } from 'antd';
import { SmsDeliveriesTable } from '@/features/admin/components/sms-deliveries-table';
import { SmsOutboxTable } from '@/features/admin/components/sms-outbox-table';

/**
 * /admin/sms — 短信记录: what became of every message at the SMS provider (发送记录, any provider), and the local
 * test provider's outbox where a demo reads its codes (发件箱, empty with a real carrier).
 */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">短信记录</h1>
      <Tabs
        items={[
          { key: 'deliveries', label: '发送记录', children: <SmsDeliveriesTable /> },
          {
            key: 'outbox',
            label: '本地测试发件箱',
            children: (
              <>
                <Typography.Paragraph type="secondary">本地测试短信服务不真正发送短信，短信内容保存在这里供演示和测试查看；接入真实短信服务后这里不再有新消息。</Typography.Paragraph>
                <SmsOutboxTable />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
