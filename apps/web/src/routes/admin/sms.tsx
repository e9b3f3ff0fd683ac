import { SmsOutboxTable } from '@/features/admin/components/sms-outbox-table';

/** /admin/sms — the SMS outbox of the local SMS provider. */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">短信发件箱</h1>
      <SmsOutboxTable />
    </>
  );
}
