import { Alert, Button } from 'antd';
import { errorText } from '@/lib/api-client';

/** A list that could not be read: the server's message and 重试 (every list page's one error row). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      className="ep-list-error"
      title={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
