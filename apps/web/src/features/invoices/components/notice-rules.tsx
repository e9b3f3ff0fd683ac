import { Alert } from 'antd';
import { INVOICE_NOTICE_RULES } from '@evidence/shared/constants';

/** 开票须知 (001 §5): the same rules the server enforces. */
export function NoticeRules() {
  return (
    <Alert
      type="warning"
      showIcon
      title="开票须知"
      description={
        <ol className="ep-invoice__rules">
          {INVOICE_NOTICE_RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ol>
      }
    />
  );
}
